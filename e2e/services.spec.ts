import { expect, test } from '@playwright/test';
import profile from '../content/profile.json';
import { LOCALES } from './pages';

const LABELS = {
  en: ['Power Platform services', 'Microsoft 365 services', 'Power Platform Expert Review'],
  nl: ['Power Platform-diensten', 'Microsoft 365-diensten', 'Power Platform Expert Review'],
} as const;

for (const locale of LOCALES) {
  test(`Services in ${locale}: three rows, no Helpdesk, booking links in a new tab`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/services/`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([...LABELS[locale]]);
    await expect(page.getByText('Helpdesk')).toHaveCount(0);
    const links = page.getByRole('main').getByRole('link');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', profile.bookingUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link.locator('svg')).toBeVisible();
    }
    const heading = page.getByRole('heading', { level: 2 }).first();
    await expect(heading).toHaveCSS('font-weight', '700');
  });
}
