import { expect, test } from './fixtures';
import { holdTime } from './hydration';
import { LOCALES } from './pages';
import { CATALOGS, CONTENT, type Locale, t } from './text';

/** What Home shows in a language, from the catalog and content/experience.json. */
function homeIn(locale: Locale) {
  const text = CATALOGS[locale].HomePage;
  const format = t(locale);
  return {
    /** Each experience card's line in a given year, the years counted from its start year. */
    cards: (year: number) =>
      CONTENT.experience.map(({ key, startYear }) =>
        format.markup(`ExperienceCards.${key as 'it' | 'pp' | 'm365'}.message`, {
          years: () => String(year - startYear),
        }),
      ),
    cardsLabel: CATALOGS[locale].ExperienceCards.label,
    cookies: text.cookies,
    greetings: text.greeting,
    welcome: Object.values(text.welcome),
    background: text.backgroundAlt,
  };
}

// The greeting and year rules are unit tested (lib/greeting.test.ts, lib/experience.test.ts);
// here Home shows that it reads the visitor's clock.
for (const locale of LOCALES) {
  const text = homeIn(locale);

  test(`Home in ${locale}: greeting and years by the visitor’s clock, the message for 5 s`, async ({
    page,
  }) => {
    // A morning years after the build: the page reads the date when it runs, not when it was built.
    await holdTime(page, new Date('2031-03-01T09:30:00'));
    await page.goto(`/${locale}/`);
    await expect(page.getByText(text.greetings.morning, { exact: true })).toBeVisible();
    const cards = page.getByRole('list', { name: text.cardsLabel });
    await expect(cards.getByRole('listitem')).toHaveCount(CONTENT.experience.length);
    await expect(cards.getByRole('listitem')).toContainText(text.cards(2031));

    // The welcome lines, right-aligned and bold, with the background picture.
    for (const message of text.welcome) {
      const item = page.getByText(message, { exact: true });
      await expect(item).toHaveCSS('font-weight', '700');
      await expect(item).toHaveCSS('text-align', 'right');
    }
    const background = page.getByRole('img', { name: text.background });
    await expect(background).toHaveAttribute('loading', 'lazy');
    await expect(background).toHaveCSS('opacity', '1');

    // The no-cookies message shows on load and is gone five seconds later.
    const message = page.getByRole('status').filter({ hasText: text.cookies });
    await expect(message).toBeVisible();
    await page.clock.runFor(4900);
    await expect(message).toBeVisible();
    await page.clock.runFor(200);
    await expect(message).toHaveCount(0);
  });
}
