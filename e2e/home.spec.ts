import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
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
    greetings: {
      3: text.greeting.night,
      9: text.greeting.morning,
      14: text.greeting.afternoon,
      20: text.greeting.evening,
    },
    welcome: Object.values(text.welcome),
    background: text.backgroundAlt,
  };
}

for (const locale of LOCALES) {
  const text = homeIn(locale);

  test.describe(`Home in ${locale}`, () => {
    test('three experience cards count the years by the visitor’s clock', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
      await page.goto(`/${locale}/`);
      const cards = page.getByRole('list', { name: text.cardsLabel });
      await expect(cards.getByRole('listitem')).toHaveCount(CONTENT.experience.length);
      await expect(cards.getByRole('listitem')).toContainText(text.cards(2026));
    });

    test('the years move on with the calendar, not with the build', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2031-03-01T10:00:00'));
      await page.goto(`/${locale}/`);
      const cards = page.getByRole('list', { name: text.cardsLabel });
      await expect(cards.getByRole('listitem')).toContainText(text.cards(2031));
    });

    for (const [hour, greeting] of Object.entries(text.greetings)) {
      test(`at ${hour}:00 the greeting is "${greeting}"`, async ({ page }) => {
        await page.clock.setFixedTime(new Date(`2026-11-22T${hour.padStart(2, '0')}:30:00`));
        await page.goto(`/${locale}/`);
        await expect(page.getByText(greeting, { exact: true })).toBeVisible();
      });
    }

    test('the no-cookies message shows on load and is gone after 5 s', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-11-22T10:00:00') });
      await page.clock.pauseAt(new Date('2026-11-22T10:00:01'));
      await page.goto(`/${locale}/`);
      const message = page.getByRole('status').filter({ hasText: text.cookies });
      await expect(message).toBeVisible();
      await page.clock.runFor(4900);
      await expect(message).toBeVisible();
      await page.clock.runFor(200);
      await expect(message).toHaveCount(0);
    });

    test('welcome messages are listed, right-aligned and bold, with the background picture', async ({
      page,
    }) => {
      await page.goto(`/${locale}/`);
      for (const message of text.welcome) {
        const item = page.getByText(message, { exact: true });
        await expect(item).toHaveCSS('font-weight', '700');
        await expect(item).toHaveCSS('text-align', 'right');
      }
      const background = page.getByRole('img', { name: text.background });
      await expect(background).toHaveAttribute('loading', 'lazy');
      await expect(background).toHaveCSS('opacity', '1');
    });
  });
}

test('the background picture fades in the dark (0.5) and high-contrast (0.1) themes', async ({
  page,
}) => {
  await page.goto('/en/');
  await hydrated(page);
  const background = page.getByRole('img', { name: CATALOGS.en.HomePage.backgroundAlt });
  const theme = page.getByRole('combobox', { name: CATALOGS.en.ThemeSelect.label });
  await theme.selectOption('2');
  await expect(background).toHaveCSS('opacity', '0.5');
  await theme.selectOption('3');
  await expect(background).toHaveCSS('opacity', '0.1');
});
