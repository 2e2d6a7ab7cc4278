// What the style specs share: the theme variables a page reads and does not define.
import type { Page } from '@playwright/test';

// Any such variable would show MUI's light fallback in the dark schemes.
export function undefinedThemeVariables(page: Page) {
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
