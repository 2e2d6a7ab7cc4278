// A visitor whose scripts are off, blocked or never arrive: every page works, and where something
// needs scripts the page says so and offers what works instead.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { LOCALES, pathOf, PAGES, THEME_LABEL, tabOf } from './pages';
import { CATALOGS, type Locale } from './text';

const background = (page: Page) =>
  page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

async function expectContactWithoutItsScript(page: Page, locale: Locale) {
  const text = CATALOGS[locale];
  const main = page.getByRole('main');
  await expect(main.getByText(text.SubmitButton.notReady)).toBeVisible();
  await expect(main.getByRole('button', { name: text.SubmitButton.send })).toBeHidden();
  await expect(main.getByText(text.SubmitButton.locked)).toBeHidden();
  await main.getByText(text.PrivacyDialog.open).click();
  const { sections } = text.PrivacyDialog;
  for (const { title } of Object.values(sections))
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
}

// A language with each system setting: what either changes, the other's pages show too.
const SYSTEMS = [{ colorScheme: 'dark' }, { contrast: 'more' }] as const;

LOCALES.forEach((locale, index) => {
  const system = SYSTEMS[index % SYSTEMS.length]!;
  test(`without scripts in ${locale}, ${Object.values(system)[0]} system`, async ({ browser }) => {
    // The page's colours with scripts, which choose the theme, under the same system settings.
    const scripted = await (await browser.newContext(system)).newPage();
    await scripted.goto(PAGES[locale][0].path);
    await hydrated(scripted);
    const expected = await background(scripted);
    await scripted.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await scripted.goto(pathOf(locale, 'contact'));
    await expectContactWithoutItsScript(scripted, locale);
    await scripted.context().close();

    const context = await browser.newContext({ ...system, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGES[locale][0].path);
    expect(await background(page)).toBe(expected);
    await expect(page.getByRole('combobox', { name: THEME_LABEL[locale] })).toBeHidden();
    for (const target of PAGES[locale]) {
      await tabOf(page, target.tab).click();
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(tabOf(page, target.tab)).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
    await page.goto(pathOf(locale, 'contact'));
    await expectContactWithoutItsScript(page, locale);
    await page.goto('/about/');
    for (const language of LOCALES)
      await expect(
        page.getByRole('link', { name: CATALOGS[language].LanguageRedirect.continue }),
      ).toHaveAttribute('href', pathOf(language, 'about'));
    await context.close();
  });
});
