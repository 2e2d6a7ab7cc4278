import { expect, test } from './fixtures';
import { holdTime } from './hydration';
import { LOCALES } from './pages';
import { CATALOGS, CONTENT, t } from './text';

// The greeting and year rules are unit tested (lib/greeting.test.ts, lib/experience.test.ts);
// here Home shows that it reads the visitor's clock.
for (const locale of LOCALES) {
  const text = CATALOGS[locale].HomePage;
  const linesIn = (year: number) =>
    CONTENT.experience.map(({ key, startYear }) =>
      t(locale).markup(`ExperienceCards.${key as 'it' | 'pp' | 'm365'}.message`, {
        years: () => String(year - startYear),
      }),
    );

  test(`Home in ${locale}: the visitor’s clock, the message for 5 s`, async ({ page }) => {
    // A morning years after the build: the page reads the date when it runs, not when it was built.
    await holdTime(page, new Date('2031-03-01T09:30:00'));
    await page.goto(`/${locale}/`);
    await expect(page.getByText(text.greeting.morning, { exact: true })).toBeVisible();
    const cards = page.getByRole('list', { name: CATALOGS[locale].ExperienceCards.label });
    await expect(cards.getByRole('listitem')).toHaveCount(CONTENT.experience.length);
    await expect(cards.getByRole('listitem')).toContainText(linesIn(2031));

    // The welcome lines, right-aligned and bold, over a picture that waits until it is needed.
    for (const message of Object.values(text.welcome)) {
      const item = page.getByText(message, { exact: true });
      await expect(item).toHaveCSS('font-weight', '700');
      await expect(item).toHaveCSS('text-align', 'right');
    }
    const background = page.getByRole('img', { name: text.backgroundAlt });
    await expect(background).toHaveAttribute('loading', 'lazy');

    const message = page.getByRole('status').filter({ hasText: text.cookies });
    await expect(message).toBeVisible();
    await page.clock.runFor(4900);
    await expect(message).toBeVisible();
    await page.clock.runFor(200);
    await expect(message).toHaveCount(0);
  });
}
