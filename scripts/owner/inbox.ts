// npm run inbox: the contact requests, newest first, as a table or CSV; rows the form did not
// write are listed apart, never mixed in with requests.
// Usage: npm run inbox [-- --csv]
import { contactTable } from './lib/connection';
import { readContactRows } from './lib/contact-rows';
import { otherRowsTable, requestCsv, requestTable } from './lib/inbox-view';
import { runOwnerCommand } from './lib/owner-command';
import { inboxOptions } from './lib/owner-args';
import { wireEntities } from './lib/wire-entities';

await runOwnerCommand(inboxOptions, async ({ csv }, account) => {
  const entities = [];
  for await (const entity of wireEntities(contactTable(account))) entities.push(entity);
  const { requests, others } = readContactRows(entities);
  const summary = `${requests.length} contact request(s) in ${account.tableEndpoint}/contact`;
  const flagged =
    others.length === 0
      ? ''
      : `\n\n⚠ ${others.length} row(s) in the table were not written by the contact form ` +
        `(npm run purge deletes them with the rest once they are old):\n\n${otherRowsTable(others)}`;
  if (csv) {
    process.stdout.write(requestCsv(requests));
    console.error(`${summary}${flagged}`);
  } else {
    console.log(`${requestTable(requests)}\n\n${summary}${flagged}`);
  }
});
