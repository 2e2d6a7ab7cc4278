// What is valid in the content but most likely a mistake: the check shows it as a warning.
import type { Finding } from '@/lib/content/author-words';
import type { Notices } from '@/lib/content/schema';

const NOTICE_NAMES: Record<keyof Notices, string> = {
  availability: 'the toast',
  siteOffline: 'the site-offline bar',
};

/** Each notice switched on in some languages but not in the others, named at the first one off. */
export function oneLanguageNotices(notices: Notices): Finding[] {
  return (Object.keys(NOTICE_NAMES) as (keyof Notices)[]).flatMap((name) => {
    const languages = Object.entries(notices[name]);
    const on = languages.filter(([, notice]) => notice.enabled).map(([locale]) => locale);
    const off = languages.filter(([, notice]) => !notice.enabled).map(([locale]) => locale);
    if (on.length === 0 || off.length === 0) return [];
    return [
      {
        path: [name, off[0]!, 'enabled'],
        reason:
          `${NOTICE_NAMES[name]} is on in ${on.join(', ')} but not in ${off.join(', ')}: ` +
          'switch it on in both',
      },
    ];
  });
}

/** Each experience card whose start year is still to come: Home would count years not yet had. */
export function futureStartYears(
  cards: readonly { startYear: number }[],
  thisYear: number,
): Finding[] {
  return cards.flatMap(({ startYear }, index) =>
    startYear > thisYear
      ? [
          {
            path: [index, 'startYear'],
            reason:
              `${startYear} is after this year (${thisYear}): Home counts the years since the ` +
              'start year, so write the year the experience began',
          },
        ]
      : [],
  );
}
