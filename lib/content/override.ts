// Lets test builds change some content, such as switching a notice on, without editing it.
import { readFileSync } from 'node:fs';
import { LOCAL_VARIABLE } from '@/lib/local-build';

/**
 * Names a JSON file whose keys are content names and whose values are written over that content.
 * Only a local build accepts it, so that a deploy cannot ship a test's state.
 */
export const OVERRIDE_VARIABLE = 'SITE_CONTENT_OVERRIDE';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export function overlay(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(base[key], value);
  return merged;
}

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
