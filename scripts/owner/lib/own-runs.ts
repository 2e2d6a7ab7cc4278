// Which runs of a scheduled workflow are this repository's own: started by its schedule or by hand,
// on a commit of main, from this repository. A fork's pull request can run the same workflow file
// from a branch it calls main, and upload what it likes: nothing of such a run is trusted.
import { z } from 'zod';
import { type Api, asRecord } from './setup/github-answers';

/** A run as GitHub's REST API lists it (`GET …/actions/workflows/FILE/runs`), the parts read. */
const runSchema = z.object({
  id: z.number(),
  event: z.string(),
  head_branch: z.string().nullable(),
  head_sha: z.string().regex(/^[0-9a-f]{40}$/),
  head_repository: z.object({ full_name: z.string() }).nullable(),
  status: z.string().nullable(),
  conclusion: z.string().nullable(),
  created_at: z.string(),
});
export const runsAnswerSchema = z.object({ workflow_runs: z.array(runSchema) });
type Run = z.infer<typeof runSchema>;

/** The events only the repository itself can start: its schedule, and a run by hand. */
const OWN_EVENTS = new Set(['schedule', 'workflow_dispatch']);

/** A run the jobs may go on from or report, in the shape `gh run list --json` gives. */
export type OwnRun = { id: number; conclusion: string; createdAt: string };

const isOwn = (run: Run, repository: string) =>
  OWN_EVENTS.has(run.event) &&
  run.head_branch === 'main' &&
  run.head_repository?.full_name === repository &&
  run.status === 'completed';

/**
 * Whether a commit is on main. The run list names a run on a tag by the tag, so one called main
 * passes for the branch; main's tip is read as a branch, since `…main` could name that tag.
 */
function onMain(api: Api, repository: string): (sha: string) => boolean {
  const known = new Map<string, boolean>();
  let tip: string | undefined;
  return (sha) => {
    if (tip === undefined) {
      const ref = api(`repos/${repository}/git/ref/heads/main`);
      if (!ref.ok) throw new Error(`GitHub did not tell main's tip (HTTP ${ref.status})`);
      tip = String(asRecord(asRecord(ref.body).object).sha);
    }
    if (!known.has(sha)) {
      const compare = api(`repos/${repository}/compare/${sha}...${tip}`);
      const status = asRecord(compare.ok ? compare.body : {}).status;
      known.set(sha, status === 'ahead' || status === 'identical');
    }
    return known.get(sha) === true;
  };
}

/**
 * This repository's own completed runs among the answers (each a page of runs), newest first, only
 * those that ended with `conclusion` when one is given; `api` tells whether a commit is on main.
 */
export function ownRuns(
  answers: readonly z.infer<typeof runsAnswerSchema>[],
  repository: string,
  api: Api,
  conclusion?: string,
): OwnRun[] {
  const seen = new Set<number>();
  const isOnMain = onMain(api, repository);
  return answers
    .flatMap((answer) => answer.workflow_runs)
    .filter((run) => isOwn(run, repository) && (!conclusion || run.conclusion === conclusion))
    .filter((run) => !seen.has(run.id) && seen.add(run.id))
    .filter((run) => isOnMain(run.head_sha))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .map((run) => ({ id: run.id, conclusion: run.conclusion ?? '', createdAt: run.created_at }));
}
