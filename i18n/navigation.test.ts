/** @jest-environment node */
import { createNavigation } from 'next-intl/navigation';
import { localePath } from './navigation';
import { routing } from './routing';

const { getPathname } = createNavigation(routing);

it.each(
  routing.locales.flatMap((locale) =>
    ['/', '/about/', '/og.png'].map((path) => [locale, path] as const),
  ),
)(
  'gives %s %s the address next-intl gives it (with the export’s trailing slash)',
  (locale, path) => {
    const pathname = getPathname({ locale, href: path });
    const expected = path.endsWith('/') && !pathname.endsWith('/') ? `${pathname}/` : pathname;
    expect(localePath(locale, path)).toBe(expected);
  },
);
