import type { Page } from '@playwright/test';
import profile from '../content/profile.json';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { builtNotices } from './notices';
import type { Page as PageName } from '../lib/tabs';
import { LOCALES, pageOf, PAGES, THEME_LABEL } from './pages';
import { CATALOGS, CONTENT, type Locale, t } from './text';

// A visitor who picked the dark theme: paper is light all the same. Held: the toast comes in
// when the page is ready, not a second later.
test.use({ scheme: 'dark', heldClock: true });

const lightness = (colour: string) => {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/** What only some pages print: About's every panel and stars, a remark whole, a link's address. */
async function expectPagePrinted(page: Page, locale: Locale, screen: PageName) {
  if (screen === 'about') {
    for (const category of CONTENT.projects[locale]) {
      const panel =
        category.type === 'certificate'
          ? page.getByRole('table', { name: category.title })
          : page.getByRole('article').getByRole('heading', { level: 3, name: category.title });
      await expect(panel).toBeVisible();
    }
    const skill = CONTENT.skills[0]!;
    const name = t(locale)('AboutPage.rating', {
      title: skill.title[locale],
      rating: skill.rating,
    });
    const stars = page.getByRole('img', { name });
    await expect(stars).toBeVisible();
    await expect(stars).toHaveText('★'.repeat(skill.rating) + '☆'.repeat(5 - skill.rating));
  }
  if (screen === 'contact') {
    const remarks = page.getByRole('textbox', { name: CATALOGS[locale].ContactForm.remarks });
    await remarks.fill(Array.from({ length: 60 }, (_, line) => `Line ${line + 1}`).join('\n'));
    // Nothing left to scroll inside the box: every line is on the paper.
    expect(
      await remarks.evaluate((box) => box.scrollHeight - box.clientHeight),
    ).toBeLessThanOrEqual(0);
  }
  if (screen === 'services') {
    const link = page.locator(`main a[href="${profile.bookingUrl}"]`).first();
    const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(after).toContain(profile.bookingUrl);
  }
}

// Paper's rules do not depend on the language: each page is printed in one, the languages in turn.
test('every page prints in ink, without controls, footer last', async ({ page }) => {
  for (const [index, { page: screen }] of PAGES.en.entries()) {
    const locale = LOCALES[index % LOCALES.length]!;
    const { path } = pageOf(locale, screen);
    const text = CATALOGS[locale];
    await page.goto(path);
    await hydrated(page);
    // On paper until the page is looked at: the next page must load on screen, its notices too.
    await page.emulateMedia({ media: 'print' });
    await expectPagePrinted(page, locale, screen);
    await expect(page.getByRole('navigation', { name: text.NavTabs.label })).toBeHidden();
    await expect(page.getByRole('combobox', { name: THEME_LABEL[locale] })).toBeHidden();
    await expect(page.getByRole('navigation', { name: text.SocialLinks.label })).toBeHidden();
    const { availability, siteOffline } = builtNotices();
    for (const [notice, role] of [
      [availability, 'alert'],
      [siteOffline, 'status'],
    ] as const)
      if (notice[locale].enabled)
        await expect(page.getByRole(role).filter({ hasText: notice[locale].title })).toBeHidden();

    // Dark text on the white paper, whatever the theme on screen.
    const ink = await page.locator('body').evaluate((body) => getComputedStyle(body).color);
    expect(lightness(ink), path).toBeLessThan(0.3);

    // The footer follows the content instead of being fixed over it, with the owner's details.
    const footer = page.getByRole('contentinfo', { name: text.Footer.label });
    expect(await footer.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    const main = await page.getByRole('main').boundingBox();
    const foot = await footer.boundingBox();
    expect(foot!.y, path).toBeGreaterThanOrEqual(main!.y + main!.height - 1);
    // Each of the owner's details once, as words: the icon links that repeat them stay off paper.
    for (const detail of [profile.name, profile.phone, profile.email]) {
      const shown = footer.getByText(detail, { exact: false }).filter({ visible: true });
      await expect(shown).toHaveCount(1);
    }
    await expect(footer.getByRole('link').filter({ visible: true })).toHaveCount(0);
    await page.emulateMedia({ media: null });
  }
});
