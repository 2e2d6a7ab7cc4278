import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
import { LOCALES } from './pages';

const TEXT = {
  en: {
    cards: [
      '27 years of experience in IT',
      '7 years of experience with the Power Platform',
      '10 years of experience with Microsoft 365',
    ],
    cookies: 'This site uses no cookies.',
    greetings: { 3: 'Good night', 9: 'Good morning', 14: 'Good afternoon', 20: 'Good evening' },
    welcome: ['Welcome!', 'Good to see you here.', "Let's build something useful together."],
    background: 'Background: soft blue waves and squares',
  },
  nl: {
    cards: [
      '27 jaar ervaring in de IT',
      '7 jaar ervaring met het Power Platform',
      '10 jaar ervaring met Microsoft 365',
    ],
    cookies: 'Deze site gebruikt geen cookies.',
    greetings: { 3: 'Goedenacht', 9: 'Goedemorgen', 14: 'Goedemiddag', 20: 'Goedenavond' },
    welcome: ['Welkom!', 'Fijn dat u er bent.', 'Laten we samen iets nuttigs bouwen.'],
    background: 'Achtergrond: zachte blauwe golven en vierkanten',
  },
} as const;

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test.describe(`Home in ${locale}`, () => {
    test('three experience cards count the years by the visitor’s clock', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
      await page.goto(`/${locale}/`);
      const cards = page.getByRole('list', { name: locale === 'en' ? 'Experience' : 'Ervaring' });
      await expect(cards.getByRole('listitem')).toHaveText(
        text.cards.map((card) => new RegExp(card)),
      );
    });

    test('the years move on with the calendar, not with the build', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2031-03-01T10:00:00'));
      await page.goto(`/${locale}/`);
      await expect(page.getByText(/^32 /)).toBeVisible();
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
  const background = page.getByRole('img', { name: TEXT.en.background });
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('2');
  await expect(background).toHaveCSS('opacity', '0.5');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('3');
  await expect(background).toHaveCSS('opacity', '0.1');
});
