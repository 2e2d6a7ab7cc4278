// A preview build: the site as a pull request would change it, staged on the host for the content
// author to look at before visitors see it. It must never be taken for the live site: its pages
// ask search engines not to index them, point their canonical links at the live site, show a
// badge, and its contact form posts only to a table of its own (or, without one, sends nothing).

/** Set to 1 (`SITE_PREVIEW=1 npm run build`) for a preview build. */
export const PREVIEW_VARIABLE = 'SITE_PREVIEW';

/** The table a preview's form posts to: never the live site's. */
export const PREVIEW_TABLE = 'contactpreview';

/** A preview's SAS runs at most this long: it is minted for test requests, and renewed often. */
export const MAX_PREVIEW_SAS_DAYS = 92;

type Env = Record<string, string | undefined>;

export const isPreviewBuild = (env: Env = process.env): boolean => env[PREVIEW_VARIABLE] === '1';

/**
 * Whether this build's contact form sends nothing: a preview built without a table URL (the
 * owner has set up no preview table). The form then says so instead of sending.
 */
export const previewSendsNothing = (env: Env = process.env): boolean =>
  isPreviewBuild(env) && !env.NEXT_PUBLIC_CONTACT_TABLE_URL?.trim();
