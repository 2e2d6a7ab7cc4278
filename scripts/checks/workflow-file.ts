// A workflow file as the rules read it: its parsed value, and each part's line for messages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';

export const WORKFLOWS = '.github/workflows';

/** Every workflow file of the repository, by name, with its text. */
export const workflowTexts = () =>
  readdirSync(WORKFLOWS)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => ({ name, text: readFileSync(join(WORKFLOWS, name), 'utf8') }));

type Path = readonly (string | number)[];
export type Workflow = { file: string; value: unknown; line: (path: Path) => number };
export type Job = { name: string; value: unknown; path: Path };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path of keys in parsed YAML; undefined where the path meets a non-object. */
export const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce((current, key) => (isRecord(current) ? current[key] : undefined), value);

export function readWorkflow(file: string, text: string): Workflow {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  /** The line of a path's last key (or list item); of the deepest part found when it is absent. */
  const line = (path: Path): number => {
    let node: unknown = document.contents;
    let offset = 0;
    for (const part of path) {
      const next: unknown = isMap(node)
        ? node.items.find((pair) => isScalar(pair.key) && pair.key.value === part)
        : isSeq(node) && typeof part === 'number'
          ? node.items[part]
          : undefined;
      if (next === undefined) break;
      const written = (isPair(next) ? next.key : next) as { range?: [number] } | null;
      offset = written?.range?.[0] ?? offset;
      node = isPair(next) ? next.value : next;
    }
    return lines.linePos(offset).line;
  };
  return { file, value: document.toJS() as unknown, line };
}

export const jobsOf = (workflow: Workflow): Job[] =>
  Object.entries((at(workflow.value, 'jobs') ?? {}) as Record<string, unknown>).map(
    ([name, value]) => ({ name, value, path: ['jobs', name] }),
  );

export const stepsOf = (job: Job) =>
  [at(job.value, 'steps')]
    .flat()
    .filter(Boolean)
    .map((value, index) => ({
      value,
      path: [...job.path, 'steps', index],
    }));

/** The events that start a workflow, however `on:` lists them. */
export function triggers(workflow: Workflow): string[] {
  const on = at(workflow.value, 'on');
  return typeof on === 'string' ? [on] : Array.isArray(on) ? on.map(String) : Object.keys(on ?? {});
}
