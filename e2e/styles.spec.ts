import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { ALL_PAGES, LOCALES, PAGES } from './pages';

/**
 * Classes the server styled (sx-…) that have no rule in the page's stylesheets. Each rule is
 * written once per page, at its first use, so a class can lose its rule if that use is not in the
 * page: this finds it.
 */
function unstyledClasses(page: Page) {
  return page.evaluate(() => {
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const [name] of rule.selectorText.matchAll(/sx-[\w-]+/g)) defined.add(name);
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = new Set(
      Array.from(document.querySelectorAll('[class*="sx-"]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => name.startsWith('sx-')),
      ),
    );
    return { used: used.size, unstyled: [...used].filter((name) => !defined.has(name)) };
  });
}

for (const { path } of ALL_PAGES) {
  test(`every server-styled element of ${path} has its stylesheet`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const { used, unstyled } = await unstyledClasses(page);
    expect(used).toBeGreaterThan(20);
    expect(unstyled).toEqual([]);
  });
}

test('every details panel on About keeps its styles when it is chosen', async ({ page }) => {
  await page.goto('/en/about/');
  await hydrated(page);
  const select = page.getByRole('combobox', { name: 'Projects and certifications' });
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values.length).toBe(6);
  for (const value of values) {
    await select.selectOption(value);
    expect((await unstyledClasses(page)).unstyled, value).toEqual([]);
  }
});

test('the page data carries the theme stylesheet and each class rule once', async ({ request }) => {
  for (const path of ['/en/', '/en/about/', '/nl/contact/']) {
    // The React Server Components payload that client navigation fetches and hydration reads.
    const payload = await (await request.get(`${path}index.txt`)).text();
    const hrefs = [...payload.matchAll(/"href":"(theme|sx-[\w-]+)","precedence"/g)].map(
      ([, href]) => href,
    );
    expect(
      hrefs.filter((href) => href === 'theme'),
      path,
    ).toHaveLength(1);
    expect(hrefs.length, path).toBeGreaterThan(20);
    expect(hrefs.length, path).toBe(new Set(hrefs).size);
  }
});

test('moving between pages by the tabs keeps every element styled', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/`);
    await hydrated(page);
    for (const { tab, path } of [...PAGES[locale].slice(1), PAGES[locale][0]]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect((await unstyledClasses(page)).unstyled, path).toEqual([]);
    }
  }
});
