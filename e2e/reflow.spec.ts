// Every page at every common width, in every theme and in the states a visitor can bring it to:
// nothing scrolls sideways (WCAG 1.4.10 Reflow), no box cuts off its content, and the fixed
// footer never hides the end of the page.
import { expect, test, type Page } from '@playwright/test';
import { form, isTable } from './contact';
import { CATALOGS, type Locale } from './text';
import { hydrated } from './hydration';
import { footerCoversContent, reflowProblems, splitWords } from './layout';
import { ALL_PAGES, THEME_LABEL, THEMES } from './pages';

const WIDTHS = [320, 360, 390, 414, 768, 1024, 1280, 1440, 1920];

type Check = (
  state: string,
  options?: { footer?: boolean; more?: () => Promise<string[]> },
) => Promise<void>;

/** Each detail category of About: every project card and the certifications table. */
async function aboutStates(page: Page, locale: Locale, check: Check) {
  const select = page.getByRole('combobox', { name: CATALOGS[locale].Details.label });
  // The certificates keep every word and code whole at every width, not only at the two the
  // certificates spec looks at.
  const wholeWords = async () =>
    (await splitWords(page.getByRole('table'))).map((word) => `"${word}" split over two lines`);
  for (const option of await select.getByRole('option').allTextContents()) {
    await select.selectOption({ label: option });
    const table = (await page.getByRole('table').isVisible()) ? wholeWords : undefined;
    await check(`"${option}" shown`, { more: table });
  }
}

/** Contact with every field's message, a failed send's alert, and the privacy dialog open. */
async function contactStates(page: Page, locale: Locale, check: Check) {
  const t = CATALOGS[locale];
  const fields = form(page, locale);
  await fields.phone.fill('12345');
  await fields.email.fill('not an address');
  await fields.name.focus();
  await fields.company.focus();
  await fields.remarks.focus();
  await check('field messages shown');

  // The visitor is offline: the alert of a failed send, with the resend button.
  await page.route(isTable, (route) => route.abort('internetdisconnected'));
  await fields.name.fill('Maximiliaan van Oldenbarnevelt-Hoogstraten');
  await fields.company.fill('Voorbeeld Bouwmaterialen Groothandel B.V.');
  await fields.phone.fill('+31 6 12345678');
  await fields.email.fill('maximiliaan.van.oldenbarnevelt@voorbeeld-groothandel.nl');
  await fields.send.click();
  await expect(page.getByRole('button', { name: t.SubmitButton.resend })).toBeVisible();
  await check('error alert shown');
  await page.unroute(isTable);

  await page.getByRole('button', { name: t.PrivacyDialog.open }).click();
  const dialog = page.getByRole('alertdialog', { name: t.PrivacyDialog.title });
  await expect(dialog).toBeVisible();
  await check('privacy dialog open', { footer: false });
  await dialog.getByRole('button', { name: t.PrivacyDialog.close }).click();
  await expect(dialog).toBeHidden();
}

// One test per page and width, so that none comes near its time limit on a slow machine (Contact's
// states at all nine widths took up to 2.1 minutes in one test) and both workers share the sweep.
for (const { path, page: screen, locale } of ALL_PAGES) {
  for (const width of WIDTHS) {
    test(`${path} fits ${width} px wide in every theme`, async ({ page }) => {
      test.setTimeout(60_000);
      // Each problem once, with where it shows: the same fault tends to repeat in every state.
      const problems = new Map<string, string[]>();
      const report = (where: string, problem: string) =>
        problems.set(problem, [...(problems.get(problem) ?? []), where]);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page);
      for (const theme of THEMES) {
        // Chosen as a visitor does, with the theme drop-down.
        await page.getByRole('combobox', { name: THEME_LABEL[locale] }).selectOption(theme.value);
        const check: Check = async (state, { footer = true, more } = {}) => {
          const where = `${width} px, ${theme.scheme}, ${state}`;
          for (const problem of await reflowProblems(page)) report(where, problem);
          for (const problem of (await more?.()) ?? []) report(where, problem);
          const covered = footer ? await footerCoversContent(page) : undefined;
          if (covered) report(where, covered);
        };
        await check('as loaded');
        if (screen === 'about') await aboutStates(page, locale, check);
        if (screen === 'contact') {
          await contactStates(page, locale, check);
          await page.reload();
          await hydrated(page);
        }
      }
      const found = [...problems].map(
        ([problem, where]) => `${problem} — at ${where.slice(0, 3).join('; ')} (${where.length}×)`,
      );
      expect(found).toEqual([]);
    });
  }
}
