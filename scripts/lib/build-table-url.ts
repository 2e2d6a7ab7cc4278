// The contact table URL a build bakes into the pages, as the environment gives it (the .env files
// loaded first, as Next.js loads them), judged by the rule in lib/table-url.ts.
import {
  contactTableUrlProblem,
  contactTableUrlWarning,
  LOCAL_VARIABLE,
  TABLE_URL_VARIABLE,
  type TableUrlProblem,
} from '@/lib/table-url';

/** What stops a build (`problem`), or what it only reminds of (`warning`), by `env`. */
export function buildTableUrlVerdict(env: Record<string, string | undefined> = process.env): {
  problem?: TableUrlProblem;
  warning?: string;
} {
  const url = env[TABLE_URL_VARIABLE];
  const local = env[LOCAL_VARIABLE] === '1';
  const problem = contactTableUrlProblem(url, { local });
  if (problem) return { problem };
  // Local builds mint a short-lived SAS on every run: only a deployable one earns the reminder.
  return { warning: local ? undefined : contactTableUrlWarning(url) };
}
