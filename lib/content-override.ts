import { readFileSync } from 'node:fs';

/**
 * The environment variable that names a content override: a JSON file whose keys are content
 * names (`notices`, `services`, …) and whose values are written over that content before it is
 * checked. It builds the site in another state it ships in (a notice switched on, say) without
 * editing content/; the tests use it, a deploy never sets it.
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
 * The override the environment names, by content name; none when the variable is unset. A file
 * that cannot be read, is not a JSON object or names content that does not exist stops the build.
 */
export function readOverride(
  names: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Record<string, unknown> {
  const file = env[OVERRIDE_VARIABLE];
  if (!file) return {};
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
