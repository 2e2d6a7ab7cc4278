// npm run purge [-- --dry-run] [--before YYYY-MM-DD [--force]]: deletes the contact requests
// received more than 3 calendar months ago (the privacy promise), judged by the table's own
// Timestamp, and any other row as old. Meant for a scheduled job: it prints counts and exits
// non-zero when anything fails.
import { odata } from '@azure/data-tables';
import { contactTable } from './lib/connection.mjs';
import { readContactRows } from './lib/contact-rows.mjs';
import { otherRowsTable, requestTable } from './lib/inbox-view.mjs';
import { runOwnerCommand } from './lib/owner-command.mjs';
import { purgeOptions } from './lib/owner-args.mjs';
import { deleteRows, deletionSummary } from './lib/purge-rows.mjs';
import { wireEntities } from './lib/wire-entities.mjs';

await runOwnerCommand(async (account) => {
  const { dryRun, cutoff } = purgeOptions(process.argv.slice(2));
  const table = contactTable(account);
  const old = [];
  const filter = odata`Timestamp lt ${cutoff}`;
  for await (const entity of wireEntities(table, { filter })) old.push(entity);
  console.log(
    `${old.length} row(s) received before ${cutoff.toISOString()} ` +
      `in ${account.tableEndpoint}/contact.`,
  );
  if (dryRun) {
    const { requests, others } = readContactRows(old);
    if (requests.length > 0) console.log(`\n${requestTable(requests)}\n`);
    if (others.length > 0) console.log(`Not written by the form:\n\n${otherRowsTable(others)}\n`);
    console.log('Dry run: nothing deleted.');
    return;
  }
  const result = await deleteRows(table, old);
  for (const { id, message } of result.failures)
    console.error(`✖ Could not delete ${id}: ${message}`);
  console.log(deletionSummary(result));
  if (result.failures.length > 0) process.exitCode = 1;
});
