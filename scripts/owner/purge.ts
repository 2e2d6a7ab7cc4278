// npm run purge: deletes the contact table's rows older than the privacy statement's 3 months.
// Usage: see USAGE in scripts/owner/lib/purge-args.ts.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { odata } from '@azure/data-tables';
import { contactTable } from './lib/connection';
import { readContactRows, type WireEntity } from './lib/contact-rows';
import { otherRowsTable, requestTable } from './lib/inbox-view';
import { runOwnerCommand } from './lib/owner-command';
import { purgeOptions } from './lib/purge-args';
import { type DeletionResult, deletionSummary, purgeWithin } from './lib/purge-rows';
import { wireEntities } from './lib/wire-entities';

/** Every this many rows the job says how far it got: a long purge is visibly alive. */
const PROGRESS_EVERY = 1000;

await runOwnerCommand(purgeOptions, async (options, account) => {
  const { dryRun, cutoff } = options;
  const table = contactTable(account);
  const filter = odata`Timestamp lt ${cutoff}`;
  const where = `received before ${cutoff.toISOString()} in ${account.tableEndpoint}/contact`;
  if (dryRun) {
    const old: WireEntity[] = [];
    for await (const entity of wireEntities(table, { filter })) old.push(entity);
    console.log(`${old.length} row(s) ${where}.`);
    const { requests, others } = readContactRows(old);
    if (requests.length > 0) console.log(`\n${requestTable(requests)}\n`);
    if (others.length > 0) console.log(`Not written by the form:\n\n${otherRowsTable(others)}\n`);
    console.log('Dry run: nothing deleted.');
    return;
  }
  const { stopAfter, continuation } = options;
  const kept = continuation && existsSync(continuation) ? readFileSync(continuation, 'utf8') : '';
  const from = kept.trim() || undefined;
  if (from) console.log('Going on where the last run stopped.');
  let reported = 0;
  const onProgress = ({ found, deleted }: DeletionResult) => {
    if (found - reported < PROGRESS_EVERY) return;
    reported = found;
    console.log(`… ${deleted} of ${found} row(s) found so far deleted`);
  };
  const deadline = stopAfter ? Date.now() + stopAfter * 1000 : Infinity;
  const { result, complete, next } = await purgeWithin(table, {
    filter,
    from,
    deadline,
    onProgress,
  });
  if (continuation) {
    if (next) writeFileSync(continuation, next);
    else rmSync(continuation, { force: true });
  }
  for (const { id, message } of result.failures)
    console.error(`✖ Could not delete ${id}: ${message}`);
  console.log(`${result.found} row(s) ${where}.`);
  console.log(deletionSummary(result));
  if (!complete)
    console.log(
      `Stopped after ${stopAfter} s, as asked: the next run goes on where this one stopped.`,
    );
  if (result.failures.length > 0) process.exitCode = 1;
});
