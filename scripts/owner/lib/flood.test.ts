/** @jest-environment node */
import type { TableClient } from '@azure/data-tables';
import { expect, test } from '@jest/globals';
import { loadedTable } from './loaded-table.test-utils';
import { digestRun, digestState, type DigestState, withDigestState } from './digest-state';
import { purgeWithin } from './purge-rows';

// A flood of 1,000 rows on a service under load: 100 rows a page, two empty pages before each,
// five seconds an answer. A run may read for 60 seconds, so each reads 4 pages of rows.
const FLOOD = { rows: 1_000, pageSize: 100, emptyPages: 2, secondsPerPage: 5 };
const RUN_MS = 60_000;
const filter = "Timestamp lt datetime'2026-02-01T00:00:00Z'";
type Listing = Pick<TableClient, 'listEntities'>;

test('the digest stops in time, goes on where it stopped, and counts each row once', async () => {
  const table = loadedTable(FLOOD);
  const runs: { count: number; complete: boolean }[] = [];
  // The first run ever: no window ended before it, and it cannot read the table in its time.
  let state: DigestState = {};
  do {
    const started = table.now();
    const run = await digestRun(table as unknown as Listing, {
      state,
      until: '2026-11-24T10:40:00.000Z',
      deadline: started + RUN_MS,
      now: table.now,
    });
    // Within one answer's time of its limit.
    expect(table.now() - started).toBeLessThanOrEqual(RUN_MS + FLOOD.secondsPerPage * 1000);
    runs.push({ count: run.count, complete: run.complete });
    // Through the body, as the workflow keeps it.
    state = digestState(withDigestState('Contact requests.', run.kept));
  } while (!runs.at(-1)!.complete && runs.length < 10);
  expect(runs.map(({ count }) => count)).toEqual([400, 400, 200]);
  expect(runs.map(({ complete }) => complete)).toEqual([false, false, true]);
  expect(state).toEqual({ until: '2026-11-24T10:40:00.000Z' });
  // Times only: no request's content is read.
  expect(new Set(table.selected.flat())).toEqual(new Set(['Timestamp']));
});

test('the purge stops in time, deletes all it read, and the next run finishes the table', async () => {
  const table = loadedTable(FLOOD);
  const deleted: number[] = [];
  let from: string | undefined;
  do {
    const started = table.now();
    const run = await purgeWithin(table as unknown as Listing & Parameters<typeof purgeWithin>[0], {
      filter,
      from,
      deadline: started + RUN_MS,
      now: table.now,
    });
    expect(table.now() - started).toBeLessThanOrEqual(RUN_MS + FLOOD.secondsPerPage * 1000);
    expect(run.result.failures).toEqual([]);
    deleted.push(run.result.deleted);
    from = run.next;
  } while (from !== undefined && deleted.length < 10);
  expect(deleted).toEqual([400, 400, 200]);
  expect(table.left()).toBe(0);
  // Keys only: a row may hold 1 MiB.
  expect(new Set(table.selected.flat())).toEqual(new Set(['PartitionKey', 'RowKey']));
});
