// The checks CI reports, named as GitHub names them: what main's ruleset must require.
import { asRecord } from './github-answers';

/**
 * The CI checks main's ruleset must require, by GitHub's names: every job that runs on every push,
 * a matrix job once per combination of its values.
 */
export function requiredChecks(ci: unknown): string[] {
  return Object.entries(asRecord(asRecord(ci).jobs)).flatMap(([id, value]) => {
    const job = asRecord(value);
    if (/pull_request|failure\(\)/.test(String(job.if ?? ''))) return [];
    let names = [typeof job.name === 'string' ? job.name : id];
    for (const [key, values] of Object.entries(asRecord(asRecord(job.strategy).matrix))) {
      if (!Array.isArray(values)) continue;
      const placeholder = new RegExp(`\\$\\{\\{\\s*matrix\\.${key}\\s*\\}\\}`, 'g');
      names = names.flatMap((name) =>
        values.map((each) => name.replace(placeholder, String(each))),
      );
    }
    return names;
  });
}
