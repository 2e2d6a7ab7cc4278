import { expect, test } from '@playwright/test';
import { answers } from '../scripts/lib/azurite-process';
import { E2E_TABLE_PORT } from '../scripts/lib/ports';
import { formResult, openFilledForm } from './contact';
import { CATALOGS } from './text';
import { readRequests, startStorage, stopStorage } from './storage';

// Runs alone (playwright.config.ts): no other spec may see the storage stopped.
test.afterEach(async () => {
  if (!(await answers(E2E_TABLE_PORT))) await startStorage();
});

test('storage down: Error with every value kept; storage back: one resubmit saves exactly one request', async ({
  page,
}) => {
  const t = CATALOGS.en;
  const fields = await openFilledForm(page);

  await stopStorage();
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

  // Back on the same port, empty: it keeps its data in memory.
  await startStorage();
  await resend.click();
  await expect(formResult(page, 'status')).toContainText(t.ResultAlert.savedTitle);
  const stored = await readRequests();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    contactName: 'Jan Jansen',
    contactPhone: '+31612345678',
    sendCV: true,
  });
});
