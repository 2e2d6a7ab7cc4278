// The contact table URL a build bakes in, from the environment and .env files as Next.js loads
// them, judged by scripts/build/table-url/table-url-check.ts; a preview's may be absent (its form then says so).
import { isPreviewBuild, previewSendsNothing } from '@/lib/preview';
import { contactTableUrlWarning } from '@/scripts/build/table-url/table-sas-time';
import { contactTableUrlProblem } from '@/scripts/build/table-url/table-url-check';
import { LOCAL_VARIABLE } from '@/lib/local-build';
import {
  LIVE_TABLE,
  PREVIEW_TABLE_TARGET,
  TABLE_URL_VARIABLE,
  type TableUrlProblem,
} from '@/scripts/build/table-url/table-url';

export function buildTableUrlVerdict(env: Record<string, string | undefined> = process.env): {
  problem?: TableUrlProblem;
  warning?: string;
} {
  const url = env[TABLE_URL_VARIABLE];
  const local = env[LOCAL_VARIABLE] === '1';
  if (previewSendsNothing(env)) {
    return {
      warning:
        `A preview without ${TABLE_URL_VARIABLE}: its contact form says that it is a preview ` +
        'and sends nothing.',
    };
  }
  const target = isPreviewBuild(env) ? PREVIEW_TABLE_TARGET : LIVE_TABLE;
  const problem = contactTableUrlProblem(url, { local, target });
  if (problem) return { problem };
  // Local builds mint a short-lived SAS on every run: only a deployable one earns the reminder;
  // a preview's runs for weeks, so only its last week does.
  const withinDays = isPreviewBuild(env) ? 7 : undefined;
  return { warning: local ? undefined : contactTableUrlWarning(url, { withinDays }) };
}

// The digest never sees the URL, only the repository variable it warns by: CI warns when that
// variable does not say when this SAS expires.
export function notedExpiryWarning(env: Record<string, string | undefined> = process.env) {
  const url = env[TABLE_URL_VARIABLE]?.trim();
  const variable = isPreviewBuild(env) ? 'PREVIEW_SAS_EXPIRES' : 'CONTACT_SAS_EXPIRES';
  const noted = env[variable];
  if (noted === undefined || !url) return undefined;
  const expires = new URL(url).searchParams.get('se') ?? '';
  if (expires === noted) return undefined;
  return (
    `The repository variable ${variable} is '${noted}' but this SAS expires ${expires}: ` +
    `set it to ${expires}, so that the digest warns in time (docs/owner/setup.md).`
  );
}
