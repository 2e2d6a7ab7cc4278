/** @jest-environment node */
import type { TransactionAction } from '@azure/data-tables';
import { expect, test } from '@jest/globals';
import type { WireEntity } from './contact-rows';
import { BATCH_SIZE, deleteRows, deletionSummary } from './purge-rows';

const failure = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode });

/** The requests the fake table was sent: one row's keys, or a batch's. */
type Request = { single?: [string, string]; batch?: [string, string][] };

/** A table that behaves as Azure's for deletes: a batch is all or nothing. */
function fakeTable({ gone = [], locked = [] }: { gone?: string[]; locked?: string[] } = {}) {
  const requests: Request[] = [];
  const check = (rowKey: string) => {
    if (gone.includes(rowKey)) throw failure(404, 'Not found');
    if (locked.includes(rowKey)) throw failure(500, 'Server busy');
  };
  return {
    requests,
    deleteEntity: async (partitionKey: string, rowKey: string) => {
      requests.push({ single: [partitionKey, rowKey] });
      check(rowKey);
    },
    submitTransaction: async (actions: TransactionAction[]) => {
      requests.push({
        batch: actions.map(([, { partitionKey, rowKey }]) => [partitionKey, rowKey]),
      });
      if (new Set(actions.map(([, entity]) => entity.partitionKey)).size > 1)
        throw failure(400, 'All entities in a batch must have the same partition key');
      if (actions.length > BATCH_SIZE) throw failure(400, 'Too many operations');
      actions.forEach(([, { rowKey }]) => check(rowKey));
    },
  };
}

/** A listing's pages, as the table service sends them. */
async function* listing(...pages: WireEntity[][]) {
  for (const rows of pages) yield { rows };
}

const rowsIn = (partition: string, count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({
    PartitionKey: partition,
    RowKey: `${partition}-${from + index}`,
  }));

test('deletes up to 100 rows of one partition per request, page by page', async () => {
  const table = fakeTable();
  const progress: number[] = [];
  const first = [...rowsIn('contact', 150), ...rowsIn('other', 3)];
  const second = rowsIn('contact', 100, 150);
  const result = await deleteRows(table, listing(first, second), {
    onProgress: ({ deleted }) => progress.push(deleted),
  });
  expect(table.requests.map((request) => request.batch?.length)).toEqual([100, 50, 3, 100]);
  expect(table.requests.flatMap((request) => request.batch)).toEqual(
    expect.arrayContaining([...first, ...second].map((row) => [row.PartitionKey, row.RowKey])),
  );
  expect(result).toEqual({ found: 253, deleted: 253, gone: 0, failures: [] });
  expect(progress).toEqual([153, 253]);
});

test('a page is deleted before the next is read, whatever its partitions', async () => {
  const table = fakeTable();
  // A flood spread over a partition per row: nothing waits for a batch to fill.
  const spread = Array.from({ length: 30 }, (_, index) => rowsIn(`p${index}`, 1)).flat();
  const deletedBeforeNextPage: number[] = [];
  async function* pages() {
    yield { rows: spread };
    deletedBeforeNextPage.push(table.requests.length);
    yield { rows: rowsIn('contact', 2) };
  }
  const result = await deleteRows(table, pages());
  expect(deletedBeforeNextPage).toEqual([30]);
  expect(result.deleted).toBe(32);
});

test('a batch with a row already gone or failing is retried row by row, which says which', async () => {
  const table = fakeTable({ gone: ['contact-1'], locked: ['contact-2'] });
  const result = await deleteRows(table, listing(rowsIn('contact', 4)));
  const keys = rowsIn('contact', 4).map((row) => row.RowKey);
  expect(table.requests[0]).toEqual({ batch: keys.map((key) => ['contact', key]) });
  expect(table.requests.slice(1).map((request) => request.single?.[1])).toEqual(keys);
  expect(result).toEqual({
    found: 4,
    deleted: 2,
    gone: 1,
    failures: [{ id: 'contact-2', message: 'Server busy' }],
  });
  expect(deletionSummary(result)).toBe('Deleted 2; 1 already gone; 1 failed.');
  expect(deletionSummary({ deleted: 3, gone: 0, failures: [] })).toBe('Deleted 3.');
});
