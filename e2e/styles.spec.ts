import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ALL_PAGES, THEMES } from './pages';
import { CATALOGS } from './text';

test('the page data carries no stylesheet: the theme and components come as CSS', async ({
  request,
}) => {
  for (const path of ['/en/', '/en/about/', '/nl/contact/']) {
    // The React Server Components payload that client navigation fetches and hydration reads.
    const payload = await (await request.get(`${path}index.txt`)).text();
    const inline = [...payload.matchAll(/"href":"([\w-]+)","precedence"/g)].map(([, href]) => href);
    expect(inline, path).toEqual([]);
    expect(payload, path).not.toContain('--mui-palette-primary-main');
  }
});

/**
 * Theme variables (--mui-…) that the page's stylesheets read but the theme does not define. MUI
 * writes the light value as fallback, so a missing variable shows light colours in the dark schemes.
 */
function undefinedThemeVariables(page: Page) {
  return page.evaluate(() => {
    const read = new Set<string>();
    const scheme = document.documentElement.dataset.theme;
    // Rules written for another scheme only ([data-theme="dark"] …) do not apply here.
    const otherScheme = (rule: CSSRule) =>
      rule instanceof CSSStyleRule &&
      [...rule.selectorText.matchAll(/data-theme="?(\w+)"?\]/g)].every(
        ([, name]) => name !== scheme,
      ) &&
      rule.selectorText.includes('data-theme=');
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (otherScheme(rule)) continue;
        for (const [, name] of rule.cssText.matchAll(/var\((--mui-[\w-]+)/g)) read.add(name!);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    // MUI's Paper sets its shadow and overlay variables in the style attribute.
    for (const element of Array.from(document.querySelectorAll('[style*="--mui-"]'))) {
      const style = element.getAttribute('style') ?? '';
      for (const [, name] of style.matchAll(/var\((--mui-[\w-]+)/g)) read.add(name!);
    }
    const root = getComputedStyle(document.documentElement);
    // Raised surfaces read an overlay in every scheme; light defines none on purpose (no tint).
    const intended = (name: string) => scheme === 'light' && name.startsWith('--mui-overlays-');
    return {
      read: read.size,
      missing: [...read].filter(
        (name) => root.getPropertyValue(name).trim() === '' && !intended(name),
      ),
    };
  });
}

for (const { path, page: screen, locale } of ALL_PAGES) {
  test(`every theme variable the styles of ${path} read is defined in every theme, the privacy dialog's included`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    // The privacy dialog is drawn only once it is opened: its styles are read open.
    if (screen === 'contact') {
      await page
        .getByRole('button', { name: CATALOGS[locale].PrivacyDialog.open, exact: true })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    }
    for (const { scheme } of THEMES) {
      // What the theme drop-down does (behind the open dialog, it cannot be reached).
      await page.evaluate((chosen) => (document.documentElement.dataset.theme = chosen), scheme);
      const { read, missing } = await undefinedThemeVariables(page);
      expect(read, `${scheme} theme`).toBeGreaterThan(10);
      expect(missing, `${scheme} theme`).toEqual([]);
    }
  });
}
