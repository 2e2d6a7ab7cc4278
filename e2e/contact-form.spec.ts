import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { form, readyForm } from './contact';
import { pathOf, THEME_LABEL, THEMES, tabOf } from './pages';
import { CATALOGS, type Locale, t } from './text';

async function expectFieldMessages(page: Page, locale: Locale) {
  const fields = await readyForm(page, locale);
  const text = CATALOGS[locale].ContactForm;
  await fields.name.focus();
  await expect(fields.name).not.toHaveAccessibleDescription(text.nameRequired);
  await fields.company.focus();
  await expect(fields.name).toHaveAccessibleDescription(text.nameRequired);
  await expect(page.getByText(text.nameRequired)).toBeVisible();

  await fields.name.fill(' Jan ');
  await expect(fields.name).toHaveAccessibleDescription(
    t(locale)('ContactForm.nameValid', { name: 'Jan' }),
  );
  await fields.phone.focus();
  await expect(fields.company).toHaveAccessibleDescription(text.companyEmpty);

  await fields.phone.fill('+32 6 12345678');
  await fields.email.focus();
  await expect(fields.phone).toHaveAccessibleDescription(text.phoneInvalid);
  await expect(fields.phone).toHaveAttribute('aria-invalid', 'true');
  await fields.phone.fill('+31 6 12345678');
  await expect(fields.phone).toHaveAccessibleDescription(text.phoneValid);

  await fields.email.fill('jan@example.n');
  await fields.remarks.focus();
  await expect(fields.email).toHaveAccessibleDescription(text.emailInvalid);
  await fields.email.fill('jan@example.nl');
  await expect(fields.email).toHaveAccessibleDescription(text.emailValid);
  return fields;
}

test('in en: rules load late, field messages, examples, remarks', async ({ page, visit }) => {
  const screen = { width: 360, height: 640 };
  await page.setViewportSize(screen);
  const rules: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    // zod's mini build, which the form validates with, names its types ZodMini….
    if ((await response.text()).includes('ZodMini')) rules.push(response.url());
  });
  await visit('/en/contact/');
  await page.waitForLoadState('networkidle');
  expect(rules).toEqual([]);
  const { phone, remarks } = await expectFieldMessages(page, 'en');
  await expect.poll(() => rules.length).toBe(1);

  // In every theme an empty field's example differs from the same words typed.
  const example = await phone.getAttribute('placeholder');
  expect(example).toBeTruthy();
  for (const theme of THEMES) {
    await page.getByRole('combobox', { name: THEME_LABEL.en }).selectOption(theme.value);
    await phone.evaluate((input) => ((input as HTMLInputElement).value = ''));
    const empty = await phone.screenshot({ animations: 'disabled', caret: 'hide' });
    // The same words as a value, set without events, so only the text's look tells them apart.
    await phone.evaluate((input, value) => ((input as HTMLInputElement).value = value), example!);
    const typed = await phone.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(typed.equals(empty), `${theme.scheme} theme`).toBe(false);
  }

  // How far the counter under the remarks reaches past the footer's top (0 or less: clear of it),
  // as the next frame shows it: a new resize observer reports after the page's own, which scroll.
  const footer = page.getByRole('contentinfo', { name: CATALOGS.en.Footer.label });
  const overlap = async () => {
    const end = await remarks.evaluate(async (box) => {
      await new Promise<void>((resolve) => {
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      });
      const counter = document.getElementById(box.getAttribute('aria-describedby') ?? '');
      return counter!.getBoundingClientRect().bottom;
    });
    return end - (await footer.boundingBox())!.y;
  };
  await remarks.focus();
  await expect.poll(overlap).toBeLessThan(0);
  // The visitor scrolls until the counter ends just above the footer, then types.
  await page.mouse.wheel(0, (await overlap()) + 10);
  await expect.poll(overlap).toBeCloseTo(-10, 0);
  // More lines than the screen holds: the box grows past its first four, then scrolls inside.
  const lines = Math.ceil(
    screen.height / parseFloat(await remarks.evaluate((box) => getComputedStyle(box).lineHeight)),
  );
  for (let line = 1; line <= lines; line += 1) {
    await remarks.press('Enter');
    expect(await overlap(), `after ${line} new lines`).toBeLessThan(0);
  }
});

test('in nl, reached by the menu: the field messages', async ({ page, visit }) => {
  await visit(pathOf('nl', 'home'));
  await tabOf(page, CATALOGS.nl.NavTabs.contact).click();
  await expectFieldMessages(page, 'nl');
});

test('what is typed before hydration is kept and checked', async ({ page }) => {
  // The form library's code (react-hook-form names this option), held back as on a slow phone.
  let held = false;
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('shouldUnregister')) {
      held = true;
      await arrived;
    }
    await route.fulfill({ response, body });
  });
  // The page's load event waits for its scripts, so only its HTML is waited for.
  await page.goto('/en/contact/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held).toBe(true);

  // The page's own form takes typing before its code runs.
  const fields = form(page);
  await fields.name.fill('Jan');
  await fields.phone.fill('12');
  await fields.email.fill('jan@example.nl');
  // Enter sends nothing yet: the button is locked and hidden in the HTML, the row says why, and
  // the browser does not post the form itself (which would put the fields in the address bar).
  await expect(fields.send).toBeHidden();
  await expect(page.getByText(CATALOGS.en.SubmitButton.notReady)).toBeVisible();
  await fields.email.press('Enter');
  await expect(page).toHaveURL(/\/en\/contact\/$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  release();
  // Kept as typed: the fields already left are checked, the focused one not yet.
  await expect(fields.name).toHaveAccessibleDescription(
    t('en')('ContactForm.nameValid', { name: 'Jan' }),
  );
  await expect(fields.phone).toHaveAccessibleDescription(CATALOGS.en.ContactForm.phoneInvalid);
  await expect(fields.email).toHaveValue('jan@example.nl');
  await expect(fields.email).toBeFocused();
  await fields.phone.fill('0612345678');
  await expect(fields.send).toBeEnabled();
  await expect(page.getByText(CATALOGS.en.SubmitButton.notReady)).toBeHidden();
  // Requests still passing through the handler above end with the page, not with an error.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
