// A preview build, staged for the content author: never indexed, canonical to the live site, and
// its form posts only to its own table (or sends nothing).

export const PREVIEW_VARIABLE = 'SITE_PREVIEW';

export const PREVIEW_TABLE = 'contactpreview';

// Minted for test requests, and renewed often.
export const MAX_PREVIEW_SAS_DAYS = 92;

type Env = Record<string, string | undefined>;

export const isPreviewBuild = (env: Env = process.env): boolean => env[PREVIEW_VARIABLE] === '1';

export const previewSendsNothing = (env: Env = process.env): boolean =>
  isPreviewBuild(env) && !env.NEXT_PUBLIC_CONTACT_TABLE_URL?.trim();
