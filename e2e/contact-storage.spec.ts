// The contact form against the real (in-memory) Azurite: what the visitor sends, the owner reads.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formResult, isTable, openFilledForm, readyForm, tabTo } from './contact';
import { holdTime } from './hydration';
import { contactRow, findRequest, readRequests } from './storage';
import { CATALOGS } from './text';

function nextPost(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((request) => request.method() === 'POST' && isTable(new URL(request.url())))
    .then((request) => request.postDataJSON());
}

test('by keyboard alone: what is typed is stored, the form resets', async ({ page, visit }) => {
  await visit('/en/contact/');
  const fields = await readyForm(page);
  await fields.name.focus();
  const posted = nextPost(page);
  const typed = {
    name: 'Kees Toetsenbord',
    company: 'Toets B.V.',
    phone: '0201234567',
    email: 'kees@example.nl',
    remarks: 'Alles met het toetsenbord.',
  };
  for (const [index, text] of Object.values(typed).entries()) {
    if (index) await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await tabTo(page, fields.cv);
  await page.keyboard.press('Space');
  await expect(fields.cv).toBeChecked();
  await tabTo(page, fields.send);
  await page.keyboard.press('Enter');
  const entity = await posted;
  await expect(formResult(page, 'status')).toContainText(CATALOGS.en.ResultAlert.savedTitle);
  // The send button was disabled while sending; the focus comes back to the emptied form.
  await expect(fields.name).toBeFocused();
  const rowKey = String(entity.RowKey);
  expect(entity).toEqual(contactRow({ ...typed, phone: '+31201234567', sendCV: true }, rowKey));
  expect(await findRequest(rowKey)).toEqual({ ...entity, Timestamp: expect.any(String) });
  for (const field of [fields.name, fields.company, fields.phone, fields.email, fields.remarks])
    await expect(field).toHaveValue('');
  await expect(fields.cv).not.toBeChecked();
});

test('a script, unicode and 4000 characters are stored as typed', async ({ page, visit }) => {
  const payload = '<img src=x onerror="window.__hacked=1"><script>window.__hacked=1</script>';
  const company = 'Zoë Ørsted-Ñúñez 👩‍💻';
  const remark = `Één vraag 🚀 — “quotes”, 中文, עברית\n${'x'.repeat(4000)}`.slice(0, 4000);
  await visit('/nl/contact/');
  const fields = await readyForm(page, 'nl');
  await fields.name.fill(payload);
  await fields.company.fill(company);
  await fields.phone.fill('+31 6 12345678');
  await fields.email.fill('zoe+test@voorbeeld.nl');
  await fields.remarks.fill(remark);
  await expect(page.getByText(payload, { exact: false }).first()).toBeVisible();
  const posted = nextPost(page);
  await fields.send.click();
  const entity = await posted;
  await expect(formResult(page, 'status', 'nl')).toContainText(CATALOGS.nl.ResultAlert.savedTitle);
  const stored = await findRequest(String(entity.RowKey));
  expect(stored).toMatchObject({
    contactName: payload,
    contactCompany: company,
    contactQuestion: remark,
  });
  expect(remark).toHaveLength(4000);
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
});

test('a stored send that times out: one resend, still one row', async ({ page }) => {
  await holdTime(page);
  let first = true;
  await page.route(isTable, async (route) => {
    if (!first) return route.continue();
    first = false;
    // The first POST reaches the table and is stored, but its answer never reaches the page.
    await route.fetch();
  });
  const fields = await openFilledForm(page);
  const name = `Resend ${Date.now()}`;
  await fields.name.fill(name);
  await fields.send.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: CATALOGS.en.SubmitButton.sending })).toBeDisabled();
  await expect
    .poll(async () => (await readRequests()).filter((row) => row.contactName === name))
    .toHaveLength(1);
  await page.clock.runFor(15_000);
  await expect(formResult(page, 'alert')).toContainText(CATALOGS.en.ResultAlert.errorTitle);
  const resend = page.getByRole('button', { name: CATALOGS.en.SubmitButton.resend });
  await expect(resend).toBeFocused();

  // Sent again: the table answers 409 (the row exists), which the form takes as saved.
  const resent = page.waitForResponse((response) => isTable(new URL(response.url())));
  await page.keyboard.press('Enter');
  expect((await resent).status()).toBe(409);
  await expect(formResult(page, 'status')).toContainText(CATALOGS.en.ResultAlert.savedTitle);
  await expect(fields.name).toHaveValue('');
  expect((await readRequests()).filter((row) => row.contactName === name)).toHaveLength(1);
});
