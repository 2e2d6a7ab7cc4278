import { createNavigation } from 'next-intl/navigation';
import { routing, type Locale } from './routing';

const { getPathname } = createNavigation(routing);

/**
 * The address of a path below the locale in a locale, for server code: `/about/` → `/nl/about/`,
 * `/og.png` → `/nl/og.png`. The export writes every page as a folder whose address ends in a
 * slash; getPathname drops the slash of the locale's root (`/nl`), so a path's final slash is
 * kept here.
 */
export function localePath(locale: Locale, path: string): string {
  const pathname = getPathname({ locale, href: path });
  return path.endsWith('/') && !pathname.endsWith('/') ? `${pathname}/` : pathname;
}
