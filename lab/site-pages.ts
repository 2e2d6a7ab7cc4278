// The site's pages as paths, for the commands that visit every one of them (bench, shots): every
// tab in every language, as the site itself lists them (the end-to-end specs use the same list).
import { sitePages } from '@/lib/tabs';

export const SITE_PAGES = sitePages().map((page) => page.path);
