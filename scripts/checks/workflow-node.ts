// Workflows run on a supported Node.js LTS line; CI also tests the oldest version package.json's
// engines allows, and nothing else runs on it.
import { at, jobsOf, stepsOf, type Job, type Workflow } from './workflow-file';

/** Node.js LTS lines that are supported (24 until 2028-04, 26 from 2026-10). */
const LTS_NODE = [24, 26];
/** The oldest Node.js package.json's engines allows. */
const OLDEST_NODE = 20;

/** The Node.js major versions a job runs on: setup-node, a node container, a matrix of them. */
function nodeVersions(job: Job): number[] {
  const versions: string[] = [];
  for (const step of stepsOf(job))
    if (String(at(step.value, 'uses') ?? '').startsWith('actions/setup-node@'))
      versions.push(String(at(step.value, 'with', 'node-version') ?? 'unset'));
  const image = String(at(job.value, 'container', 'image') ?? at(job.value, 'container') ?? '');
  const fromImage = /^node:([^-]+)/.exec(image)?.[1];
  if (fromImage === '${{ matrix.node }}') {
    const matrix = at(job.value, 'strategy', 'matrix', 'node');
    if (Array.isArray(matrix)) versions.push(...matrix.map(String));
  } else if (fromImage) versions.push(fromImage);
  return versions.map((version) => Number.parseInt(version, 10));
}

export function nodeProblems(workflow: Workflow): string[] {
  const allowed = workflow.file === 'ci.yml' ? [...LTS_NODE, OLDEST_NODE] : LTS_NODE;
  return jobsOf(workflow).flatMap((job) => {
    const where = `line ${workflow.line(job.path)}: job ${job.name}`;
    const versions = nodeVersions(job);
    const problems = versions
      .filter((major) => !allowed.includes(major))
      .map(
        (major) =>
          `${where}: Node.js ${Number.isNaN(major) ? '(no version)' : major} is not a supported LTS line (${LTS_NODE.join(' or ')})`,
      );
    if (versions.length > 0 && !versions.some((major) => LTS_NODE.includes(major)))
      problems.push(`${where}: runs on no supported LTS line of Node.js`);
    return problems;
  });
}
