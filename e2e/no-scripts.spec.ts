// A visitor whose scripts are off, blocked or never arrive: every page works, and where something
// needs scripts the page says so and offers what works instead.
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { hydrated } from './hydration';
import { LOCALES, menu, pathOf, PAGES, THEME_LABEL } from './pages';
import { CATALOGS, type Locale } from './text';

const background = (page: Page) =>
  page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

/** The page's colours with scripts, which choose the theme, under the same system settings. */
async function scriptedBackground(browser: Browser, system: BrowserContextOptions) {
  const context = await browser.newContext(system);
  const page = await context.newPage();
  await page.goto(PAGES.en[0].path);
  await hydrated(page);
  const colour = await background(page);
  await context.close();
  return colour;
}

/** Contact as it must read until its form's script has started, in `locale`. */
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
  test(`without scripts in ${locale} (${Object.values(system)[0]} system): every page by the menu, the system's colours, Contact says what to do`, async ({
    browser,
  }) => {
    const expected = await scriptedBackground(browser, system);
    const context = await browser.newContext({ ...system, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGES[locale][0].path);
    expect(await background(page)).toBe(expected);
    await expect(page.getByRole('combobox', { name: THEME_LABEL[locale] })).toBeHidden();
    for (const target of PAGES[locale]) {
      await menu(page).getByRole('link', { name: target.tab, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    }
    await page.goto(pathOf(locale, 'contact'));
    await expectContactWithoutItsScript(page, locale);
    await context.close();
  });
});

test('while the page’s scripts never arrive, Contact says the form is not ready', async ({
  page,
}) => {
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
  await page.goto(pathOf('nl', 'contact'));
  await expectContactWithoutItsScript(page, 'nl');
});
