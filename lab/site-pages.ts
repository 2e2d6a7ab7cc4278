// The site's pages as paths, as the site lists them, for the commands that visit each one.
import { sitePages } from '@/lib/tabs';

export const SITE_PAGES = sitePages().map((page) => page.path);
