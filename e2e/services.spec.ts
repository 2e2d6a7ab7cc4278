import { expect, test } from '@playwright/test';
import profile from '../content/profile.json';
import { LOCALES } from './pages';
import { CONTENT, visibleServices } from './text';

for (const locale of LOCALES) {
  test(`Services in ${locale}: those shown, booking links`, async ({ page }) => {
    await page.goto(`/${locale}/services/`);
    const shown = visibleServices(locale);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      shown.map((service) => service.label),
    );
    for (const hidden of CONTENT.services[locale].filter((service) => service.disabled))
      await expect(page.getByRole('heading', { name: hidden.label })).toHaveCount(0);
    const bookings = shown.flatMap((service) =>
      service.description.filter((block) => block.type === 'link'),
    );
    const links = page.getByRole('main').getByRole('link');
    await expect(links).toHaveCount(bookings.length);
    for (const [index, link] of (await links.all()).entries()) {
      await expect(link).toContainText(bookings[index]!.title!);
      await expect(link).toHaveAttribute('href', profile.bookingUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link.locator('svg')).toBeVisible();
    }
    const heading = page.getByRole('heading', { level: 2 }).first();
    await expect(heading).toHaveCSS('font-weight', '700');
  });
}
