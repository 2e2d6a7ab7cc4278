// npm run inbox [-- --csv]: the contact requests received, newest first, as a readable table
// (long values shortened) or as CSV on stdout (everything in full) for a spreadsheet.
import { contactTable } from './lib/connection.mjs';
import { requestCsv, requestRows, requestTable } from './lib/inbox-view.mjs';
import { runOwnerCommand } from './lib/owner-command.mjs';
import { inboxOptions } from './lib/owner-args.mjs';

await runOwnerCommand(async (account) => {
  const { csv } = inboxOptions(process.argv.slice(2));
  const entities = [];
  for await (const entity of contactTable(account).listEntities()) entities.push(entity);
  const rows = requestRows(entities);
  const summary = `${rows.length} contact request(s) in ${account.tableEndpoint}/contact`;
  if (csv) {
    process.stdout.write(requestCsv(rows));
    console.error(summary);
  } else {
    console.log(`${requestTable(rows)}\n\n${summary}`);
  }
});
