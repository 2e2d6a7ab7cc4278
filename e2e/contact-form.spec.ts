import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import profile from '../content/profile.json';
import {
  formResult,
  FILLED_ENTITY,
  form,
  readyForm,
  isTable,
  openFilledForm,
  stopTime,
} from './contact';
import { LOCALES, pathOf, THEME_LABEL, THEMES, menu } from './pages';
import { CATALOGS, type Locale, t } from './text';

/** The form's messages in a language, as the site words them. */
function messagesIn(locale: Locale) {
  const text = CATALOGS[locale].ContactForm;
  return {
    name: text.nameRequired,
    thanks: t(locale)('ContactForm.nameValid', { name: 'Jan' }),
    company: text.companyEmpty,
    phone: text.phoneInvalid,
    phoneOk: text.phoneValid,
    email: text.emailInvalid,
    emailOk: text.emailValid,
  };
}

for (const locale of LOCALES) {
  test(`validation messages appear under the fields once left, in ${locale}`, async ({
    page,
    visit,
  }) => {
    await visit(`/${locale}/contact/`);
    const fields = await readyForm(page, locale);
    const expected = messagesIn(locale);

    await fields.name.focus();
    await expect(fields.name).not.toHaveAccessibleDescription(expected.name);
    await fields.company.focus();
    await expect(fields.name).toHaveAccessibleDescription(expected.name);
    await expect(page.getByText(expected.name)).toBeVisible();

    await fields.name.fill(' Jan ');
    await expect(fields.name).toHaveAccessibleDescription(expected.thanks);

    await fields.phone.focus();
    await expect(fields.company).toHaveAccessibleDescription(expected.company);

    await fields.phone.fill('+32 6 12345678');
    await fields.email.focus();
    await expect(fields.phone).toHaveAccessibleDescription(expected.phone);
    await expect(fields.phone).toHaveAttribute('aria-invalid', 'true');
    await fields.phone.fill('+31 6 12345678');
    await expect(fields.phone).toHaveAccessibleDescription(expected.phoneOk);

    await fields.email.fill('jan@example.n');
    await fields.remarks.focus();
    await expect(fields.email).toHaveAccessibleDescription(expected.email);
    await fields.email.fill('jan@example.nl');
    await expect(fields.email).toHaveAccessibleDescription(expected.emailOk);
  });
}

test('a 201 saves: the exact entity is posted, the fields are emptied', async ({ page }) => {
  const posted: { body: unknown; headers: Record<string, string> }[] = [];
  await page.route(isTable, async (route) => {
    posted.push({ body: route.request().postDataJSON(), headers: route.request().headers() });
    await route.fulfill({ status: 201, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  const fields = await openFilledForm(page);
  await fields.send.click();

  const saved = formResult(page, 'status');
  await expect(saved).toContainText(CATALOGS.en.ResultAlert.savedTitle);
  await expect(saved).toContainText(CATALOGS.en.ResultAlert.savedMessage);
  await expect(fields.name).toHaveValue('');
  await expect(fields.remarks).toHaveValue('');
  await expect(fields.cv).not.toBeChecked();
  await expect(fields.send).toBeDisabled();

  expect(posted).toHaveLength(1);
  expect(posted[0]?.body).toEqual(FILLED_ENTITY);
  expect(posted[0]?.headers).toMatchObject({
    accept: 'application/json;odata=nometadata',
    'content-type': 'application/json',
    'x-ms-version': '2019-02-02',
  });
  expect(posted[0]?.headers).not.toHaveProperty('prefer');
});

test('a 500 is an error that keeps every value; the alert goes after 5 s', async ({ page }) => {
  await stopTime(page);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route(isTable, (route) =>
    route.fulfill({ status: 500, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
  const fields = await openFilledForm(page);
  await fields.send.click();

  const alert = formResult(page, 'alert');
  await expect(alert).toContainText(CATALOGS.en.ResultAlert.errorTitle);
  await expect(alert).toContainText(
    t('en')('ResultAlert.errorMessage', { name: 'Jan Jansen', email: profile.email }),
  );
  // The internal message reaches the console, never the visitor.
  await expect(alert).not.toContainText('Onverwacht');
  expect(logged.join('\n')).toContain('Onverwachte fout 500');
  await expect(fields.name).toHaveValue('Jan Jansen');
  await expect(fields.phone).toHaveValue('06-12 34 56 78');
  await expect(fields.remarks).toHaveValue('Graag een afspraak.');
  await expect(fields.cv).toBeChecked();
  const resend = page.getByRole('button', { name: CATALOGS.en.SubmitButton.resend });
  await expect(resend).toBeEnabled();

  await page.clock.runFor(4999);
  await expect(alert).toBeVisible();
  await page.clock.runFor(1);
  await expect(alert).toBeHidden();
  await expect(fields.send).toBeEnabled();
  await expect(fields.name).toHaveValue('Jan Jansen');
});

test('a request without an answer is aborted after 15 s and is an error', async ({ page }) => {
  await stopTime(page);
  const pending: Route[] = [];
  await page.route(isTable, (route) => {
    pending.push(route); // never answered
  });
  const fields = await openFilledForm(page);
  await fields.send.click();

  const sending = page.getByRole('button', { name: CATALOGS.en.SubmitButton.sending });
  await expect(sending).toBeDisabled();
  await expect(sending.getByRole('progressbar', { includeHidden: true })).toBeAttached();
  // The 15 s start once the request is out (the sending code may still be loading before).
  await expect.poll(() => pending.length).toBe(1);
  await page.clock.runFor(14_999);
  await expect(sending).toBeVisible();
  await expect(formResult(page, 'alert')).toBeHidden();

  await page.clock.runFor(1);
  await expect(formResult(page, 'alert')).toContainText(CATALOGS.en.ResultAlert.errorTitle);
  await expect(fields.email).toHaveValue('jan@example.nl');
  await expect(page.getByRole('button', { name: CATALOGS.en.SubmitButton.resend })).toBeEnabled();
  expect(pending).toHaveLength(1);
});

test('the honeypot is never reached by keyboard, and a filled one sends nothing', async ({
  page,
}) => {
  let requests = 0;
  await page.route(isTable, (route) => {
    requests += 1;
    return route.fulfill({ status: 201, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  const fields = await openFilledForm(page);
  const honeypot = page.locator('input[name="topic"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');

  await fields.cv.focus();
  await page.keyboard.press('Tab');
  await expect(fields.send).toBeFocused();

  await honeypot.fill('http://spam.example', { force: true });
  await fields.send.click();
  await expect(formResult(page, 'status')).toContainText(CATALOGS.en.ResultAlert.savedTitle);
  expect(requests).toBe(0);
});

test('the form’s rules load when the visitor first moves into the form, not with the page', async ({
  page,
  visit,
}) => {
  const rules: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    // zod's mini build, which the form validates with, names its types ZodMini….
    if ((await response.text()).includes('ZodMini')) rules.push(response.url());
  });
  await visit('/en/contact/');
  await page.waitForLoadState('networkidle');
  expect(rules).toEqual([]);

  const fields = form(page);
  await fields.email.focus();
  await expect.poll(() => rules.length).toBe(1);
  await fields.email.fill('not-an-address');
  await fields.email.blur();
  await expect(page.getByText(CATALOGS.en.ContactForm.emailInvalid)).toBeVisible();
});

test('what is typed before the page hydrates is kept, and the fields left are checked', async ({
  page,
}) => {
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

test('reached from another page, the form is drawn at once and works', async ({ page, visit }) => {
  await visit(pathOf('en', 'home'));
  await menu(page).getByRole('link', { name: CATALOGS.en.NavTabs.contact, exact: true }).click();
  const fields = form(page);
  await fields.name.fill('Jan');
  await fields.phone.focus();
  await expect(fields.name).toHaveAccessibleDescription(
    t('en')('ContactForm.nameValid', { name: 'Jan' }),
  );
});

test("in every theme an empty field's example never looks like a typed value", async ({
  page,
  visit,
}) => {
  await visit(pathOf('en', 'contact'));
  const phone = page.getByRole('textbox', { name: CATALOGS.en.ContactForm.phone });
  const example = await phone.getAttribute('placeholder');
  expect(example).toBeTruthy();
  for (const theme of THEMES) {
    await page.getByRole('combobox', { name: THEME_LABEL.en }).selectOption(theme.value);
    await phone.evaluate((input) => ((input as HTMLInputElement).value = ''));
    const empty = await phone.screenshot({ animations: 'disabled', caret: 'hide' });
    // The same words as a value, set without events, so only the text's look tells them apart.
    await phone.evaluate((input, value) => {
      (input as HTMLInputElement).value = value;
    }, example!);
    const typed = await phone.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(typed.equals(empty), `${theme.scheme} theme`).toBe(false);
  }
});

test('the remarks box and its counter stay clear of the footer however many lines are typed', async ({
  page,
  visit,
}) => {
  const screen = { width: 360, height: 640 };
  await page.setViewportSize(screen);
  await visit('/en/contact/');
  const { remarks } = await readyForm(page);
  const footer = page.getByRole('contentinfo', { name: CATALOGS.en.Footer.label });
  // How far the counter under the box reaches past the footer's top (0 or less: clear of it), as
  // the next frame shows it: a new resize observer reports after the page's own, which scroll.
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
    const bar = await footer.boundingBox();
    return end - bar!.y;
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
