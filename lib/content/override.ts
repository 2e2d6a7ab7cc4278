// Lets test builds change some content, such as switching a notice on, without editing it.
import { readFileSync } from 'node:fs';
import { LOCAL_VARIABLE } from '@/lib/local-build';

/**
 * The environment variable that names a content override: a JSON file whose keys are content
 * names (`notices`, `services`, …) and whose values are written over that content before it is
 * checked. It builds the site in another state it ships in (a notice switched on, say) without
 * editing content/, for the tests; only a local build (CONTACT_TABLE_LOCAL=1, never deployed)
 * accepts it, so that a deploy cannot ship a test's state.
 */
export const OVERRIDE_VARIABLE = 'SITE_CONTENT_OVERRIDE';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `over` written over `base`: objects key by key, anything else (a list, a value) replaced. */
export function overlay(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(base[key], value);
  return merged;
}

/**
 * The override the environment names, by content name; none when the variable is unset. An
 * override in a build that is not local, or a file that cannot be read, is not a JSON object or
 * names content that does not exist, stops the build.
 */
export function readOverride(
  names: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Record<string, unknown> {
  const file = env[OVERRIDE_VARIABLE];
  if (!file) return {};
  if (env[LOCAL_VARIABLE] !== '1') {
    throw new Error(`${OVERRIDE_VARIABLE} is for local builds only (${LOCAL_VARIABLE}=1)`);
  }
  let override: unknown;
  try {
    override = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${OVERRIDE_VARIABLE}=${file}: ${(error as Error).message}`);
  }
  if (!isRecord(override)) throw new Error(`${OVERRIDE_VARIABLE}=${file}: not a JSON object`);
  const unknown = Object.keys(override).filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `${OVERRIDE_VARIABLE}=${file}: no content named ${unknown.join(', ')} (known: ${names.join(', ')})`,
    );
  }
  return override;
}
