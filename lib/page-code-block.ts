import type { Page } from './tabs';

/**
 * The id of the JSON block at the end of every tab page's body that names, per page, the scripts
 * and stylesheets not every tab page loads (written after the build by scripts/page-code.ts).
 */
export const PAGE_CODE_ID = 'page-code';

/** Per page, the addresses of its scripts and stylesheets that not every tab page loads. */
export type PageCode = Partial<Record<Page, string[]>>;
