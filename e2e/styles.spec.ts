import { expect, test } from './fixtures';
import { ALL_PAGES, THEMES } from './pages';
import { CATALOGS } from './text';
import { undefinedThemeVariables } from './theme-variables';

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
