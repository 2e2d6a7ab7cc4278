// The table storage goes down and comes back, on a real Azurite of the spec's own so no other test
// sees the outage. (The CSP lets the page talk only to its build's table, hence the rerouting.)
import { answers } from '../scripts/dev/azurite-process';
import { E2E_OUTAGE_TABLE_PORT as PORT } from '../scripts/dev/ports';
import { formResult, isTable, openFilledForm } from './contact';
import { expect, test } from './fixtures';
import { contactRow, readRequests, startStorage, stopStorage } from './storage';
import { CATALOGS } from './text';

test.beforeAll(() => startStorage(PORT));
test.afterAll(() => stopStorage(PORT));
// Held: the alert goes after five seconds, and a restart can take that long on a busy machine.
test.use({ heldClock: true });

test('storage down, then back: one resend stores one request', async ({ page }) => {
  const t = CATALOGS.en;
  await page.route(isTable, (route) => {
    const url = new URL(route.request().url());
    url.port = String(PORT);
    return route.continue({ url: url.href });
  });
  const fields = await openFilledForm(page);

  await stopStorage(PORT);
  expect(await answers(PORT)).toBe(false);
  await fields.send.click();
  await expect(formResult(page, 'alert')).toContainText(t.ResultAlert.errorTitle);
  await expect(formResult(page, 'alert')).toContainText('Jan Jansen');
  await expect(fields.name).toHaveValue('Jan Jansen');
  await expect(fields.company).toHaveValue('Voorbeeld B.V.');
  await expect(fields.phone).toHaveValue('06-12 34 56 78');
  await expect(fields.email).toHaveValue('jan@example.nl');
  await expect(fields.remarks).toHaveValue('Graag een afspraak.');
  await expect(fields.cv).toBeChecked();
  const resend = page.getByRole('button', { name: t.SubmitButton.resend, exact: true });
  await expect(resend).toBeEnabled();

  // Back on the same port, with table and CORS made again, and empty (it keeps data in memory).
  await startStorage(PORT);
  await resend.click();
  await expect(formResult(page, 'status')).toContainText(t.ResultAlert.savedTitle);
  const stored = await readRequests(PORT);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ ...contactRow(), RowKey: expect.any(String) });
});
