// GitHub's REST API through its command-line tool: the owner's `gh` login, or GH_TOKEN in a job.
import { spawnSync } from 'node:child_process';
import type { Answer } from './setup/github-answers';

export const gh = (args: string[]) => spawnSync('gh', args, { encoding: 'utf8' });

/** One GET: the parsed answer, or the HTTP status it failed with (0 when none was given). */
export function githubApi(path: string): Answer {
  const result = gh(['api', path]);
  if (result.status === 0) return { ok: true, body: JSON.parse(result.stdout) as unknown };
  return { ok: false, status: Number(/HTTP (\d{3})/.exec(result.stderr)?.[1] ?? 0) };
}
