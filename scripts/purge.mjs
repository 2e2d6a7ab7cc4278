// npm run purge [-- --dry-run] [--before YYYY-MM-DD]: deletes the contact requests received more
// than 3 calendar months ago (the privacy promise), judged by the table's own Timestamp.
// Meant for a scheduled job: it prints counts and exits non-zero when anything fails.
import { odata } from '@azure/data-tables';
import { contactTable } from './lib/connection.mjs';
import { requestRows, requestTable } from './lib/inbox-view.mjs';
import { runOwnerCommand } from './lib/owner-command.mjs';
import { purgeOptions } from './lib/owner-args.mjs';

await runOwnerCommand(async (account) => {
  const { dryRun, cutoff } = purgeOptions(process.argv.slice(2));
  const table = contactTable(account);
  const old = [];
  const filter = odata`Timestamp lt ${cutoff}`;
  for await (const entity of table.listEntities({ queryOptions: { filter } })) old.push(entity);
  console.log(
    `${old.length} contact request(s) received before ${cutoff.toISOString()} ` +
      `in ${account.tableEndpoint}/contact.`,
  );
  if (dryRun) {
    if (old.length > 0) console.log(`\n${requestTable(requestRows(old))}\n`);
    console.log('Dry run: nothing deleted.');
    return;
  }
  let failed = 0;
  for (const { partitionKey, rowKey } of old) {
    try {
      await table.deleteEntity(partitionKey, rowKey);
    } catch (error) {
      // Gone already (another purge, or the owner): that is what we wanted.
      if (error.statusCode === 404) continue;
      failed += 1;
      console.error(`✖ Could not delete ${rowKey}: ${error.message}`);
    }
  }
  console.log(`Deleted ${old.length - failed}${failed > 0 ? `; ${failed} failed` : ''}.`);
  if (failed > 0) process.exitCode = 1;
});
