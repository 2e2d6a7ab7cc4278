// A preview build, staged for the content author: never indexed, canonical to the live site, and
// its form posts only to its own table (or sends nothing).

/** Set to 1 (`SITE_PREVIEW=1 npm run build`) for a preview build. */
export const PREVIEW_VARIABLE = 'SITE_PREVIEW';

/** The table a preview's form posts to: never the live site's. */
export const PREVIEW_TABLE = 'contactpreview';

/** A preview's SAS runs at most this long: it is minted for test requests, and renewed often. */
export const MAX_PREVIEW_SAS_DAYS = 92;

type Env = Record<string, string | undefined>;

export const isPreviewBuild = (env: Env = process.env): boolean => env[PREVIEW_VARIABLE] === '1';

/** Whether this build's contact form sends nothing: a preview built without a table URL. */
export const previewSendsNothing = (env: Env = process.env): boolean =>
  isPreviewBuild(env) && !env.NEXT_PUBLIC_CONTACT_TABLE_URL?.trim();
