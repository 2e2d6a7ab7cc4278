// Every page, theme and state, swept through every width: no sideways scroll (WCAG 1.4.10), no
// box cutting off content, the footer never hiding the page's end.
import { type Page } from '@playwright/test';
import { isTable, readyForm } from './contact';
import { expect, test } from './fixtures';
import { layoutProblems, splitWords } from './layout';
import { ALL_PAGES, THEME_LABEL, THEMES } from './pages';
import { resizeTo, SWEEP_WIDTHS } from './screens';
import { CATALOGS, type Locale } from './text';

/** Checks the page as it is now at every width; `more` adds checks of its own. */
type Sweep = (
  state: string,
  options?: { footer?: boolean; more?: () => Promise<string[]> },
) => Promise<void>;

/**
 * About with every detail panel shown one under another, so one sweep lays out each, then as
 * loaded again.
 */
async function aboutStates(page: Page, locale: Locale, sweep: Sweep) {
  const label = CATALOGS[locale].Details.label;
  const panels = page.getByRole('region', { name: label });
  const options = await page.getByRole('combobox', { name: label }).getByRole('option').count();
  // The certificates keep every word whole at every width, not only the certificates spec's two.
  const wholeWords = async () =>
    (await splitWords(page.getByRole('table'))).map((word) => `"${word}" split over two lines`);
  const table = async () => ((await page.getByRole('table').isVisible()) ? wholeWords : undefined);
  await sweep('first category shown', { more: await table() });

  // The hidden panels shown, and marked so that the same ones are hidden again afterwards.
  const revealed = await panels.evaluate((section) => {
    const hidden = section.querySelectorAll<HTMLElement>(':scope > [hidden]');
    for (const panel of hidden) {
      panel.hidden = false;
      panel.dataset.revealed = '';
    }
    return hidden.length;
  });
  // Every category but the first was hidden: none escapes the sweep.
  expect(revealed).toBe(options - 1);
  await sweep('every category shown', { more: await table() });
  await panels.evaluate((section) => {
    for (const panel of section.querySelectorAll<HTMLElement>(':scope > [data-revealed]')) {
      panel.hidden = true;
      delete panel.dataset.revealed;
    }
  });
}

/** Contact with every field's message, a failed send's alert, and the privacy dialog open. */
async function contactStates(page: Page, locale: Locale, sweep: Sweep) {
  const t = CATALOGS[locale];
  const fields = await readyForm(page, locale);
  await fields.phone.fill('12345');
  await fields.email.fill('not an address');
  await fields.name.focus();
  await fields.company.focus();
  await fields.remarks.focus();
  await sweep('field messages shown');

  // Offline: a failed send's alert, held on the clock so it stays for the whole sweep.
  await page.route(isTable, (route) => route.abort('internetdisconnected'));
  await fields.name.fill('Maximiliaan van Oldenbarnevelt-Hoogstraten');
  await fields.company.fill('Voorbeeld Bouwmaterialen Groothandel B.V.');
  await fields.phone.fill('+31 6 12345678');
  await fields.email.fill('maximiliaan.van.oldenbarnevelt@voorbeeld-groothandel.nl');
  await fields.send.click();
  await expect(page.getByRole('button', { name: t.SubmitButton.resend })).toBeVisible();
  await sweep('error alert shown');

  await page.getByRole('button', { name: t.PrivacyDialog.open }).click();
  const dialog = page.getByRole('alertdialog', { name: t.PrivacyDialog.title });
  await expect(dialog).toBeVisible();
  await sweep('privacy dialog open', { footer: false });
}

// Held, so timed messages stay for the sweep. No trace: recording hundreds of calls is too slow.
test.use({ heldClock: true, trace: 'off' });

for (const { path, page: screen, locale } of ALL_PAGES) {
  test(`${path} fits every width in every theme`, { tag: '@slow' }, async ({ page, visit }) => {
    // Each problem once, with where it shows: the same fault tends to repeat at many widths.
    const problems = new Map<string, string[]>();
    const report = (where: string, problem: string) =>
      problems.set(problem, [...(problems.get(problem) ?? []), where]);
    await page.setViewportSize({ width: SWEEP_WIDTHS[0]!, height: 800 });
    await visit(path);
    for (const theme of THEMES) {
      // Contact is left with a failed send and its dialog open: the next theme starts afresh.
      if (screen === 'contact' && theme !== THEMES[0]) await visit(path);
      // Chosen as a visitor does, with the theme drop-down.
      await page.getByRole('combobox', { name: THEME_LABEL[locale] }).selectOption(theme.value);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.scheme);
      const sweep: Sweep = async (state, { footer = true, more } = {}) => {
        for (const width of SWEEP_WIDTHS) {
          await resizeTo(page, { width, height: 800 });
          const where = `${width} px, ${theme.scheme}, ${state}`;
          for (const problem of await layoutProblems(page, { footer })) report(where, problem);
          for (const problem of (await more?.()) ?? []) report(where, problem);
        }
      };
      if (screen === 'about') await aboutStates(page, locale, sweep);
      else await sweep('as loaded');
      if (screen === 'contact') await contactStates(page, locale, sweep);
    }
    const found = [...problems].map(
      ([problem, where]) => `${problem} — at ${where.slice(0, 3).join('; ')} (${where.length}×)`,
    );
    expect(found).toEqual([]);
  });
}
