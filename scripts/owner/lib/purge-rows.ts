// Deletes rows for `npm run purge` by the keys the service sent (wire-entities.ts), page by page in
// batches within a time limit, so a flood through the public URL cannot outgrow the job.
import type { TableClient, TransactionAction } from '@azure/data-tables';
import type { WireEntity } from './contact-rows';
import { errorMessage, errorStatus } from '../../build/errors';
import { oneLine } from './inbox-view';
import { timeBox } from './time-box';
import { wirePages } from './wire-entities';

/** The most operations Azure Tables takes in one batch transaction, all in one partition. */
export const BATCH_SIZE = 100;

/** What a purge did: rows found, deleted, already gone, and those it could not delete. */
export type DeletionResult = {
  found: number;
  deleted: number;
  gone: number;
  failures: { id: string; message: string }[];
};

/** What deleting needs of the table: TableClient, or a stand-in for it. */
type DeletingTable = {
  deleteEntity: (partitionKey: string, rowKey: string) => Promise<unknown>;
  submitTransaction: (actions: TransactionAction[]) => Promise<unknown>;
};

/** A row's keys, as the service sent them (strings, in a listing of whole rows). */
type RowKeys = { partitionKey: string; rowKey: string };

const keysOf = (row: WireEntity): RowKeys => ({
  partitionKey: String(row.PartitionKey),
  rowKey: String(row.RowKey),
});

async function deleteOne(table: DeletingTable, row: RowKeys, result: DeletionResult) {
  try {
    await table.deleteEntity(row.partitionKey, row.rowKey);
    result.deleted += 1;
  } catch (error) {
    // Already gone (another purge, or the owner): counted apart, as this run did not delete it.
    if (errorStatus(error).statusCode === 404) result.gone += 1;
    else result.failures.push({ id: oneLine(row.rowKey, 60), message: errorMessage(error) });
  }
}

/** One request for the whole batch; if any row fails, the service undoes it: then row by row. */
async function deleteBatch(table: DeletingTable, rows: RowKeys[], result: DeletionResult) {
  if (rows.length > 1) {
    try {
      const actions = rows.map((row): TransactionAction => [
        'delete',
        { partitionKey: row.partitionKey, rowKey: row.rowKey },
      ]);
      await table.submitTransaction(actions);
      result.deleted += rows.length;
      return;
    } catch {
      // A batch is all or nothing: one row already gone fails it. Each row alone says which.
    }
  }
  for (const row of rows) await deleteOne(table, row, result);
}

/** Requests in flight at once: rows of many partitions are deleted side by side. */
const PARALLEL = 4;

/** A page's rows in batches of at most BATCH_SIZE rows of one partition each. */
function batchesOf(page: readonly WireEntity[]): RowKeys[][] {
  const byPartition = new Map<string, RowKeys[]>();
  for (const row of page.map(keysOf))
    byPartition.set(row.partitionKey, [...(byPartition.get(row.partitionKey) ?? []), row]);
  return [...byPartition.values()].flatMap((rows) =>
    Array.from({ length: Math.ceil(rows.length / BATCH_SIZE) }, (_, index) =>
      rows.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
    ),
  );
}

/**
 * Deletes every row of every page `pages` yields (an async iterable, such as a listing's pages),
 * each page before the next is read; `onProgress(result)` after each. Returns the counts.
 */
export async function deleteRows(
  table: DeletingTable,
  pages: AsyncIterable<{ rows: readonly WireEntity[] }>,
  { onProgress }: { onProgress?: (result: DeletionResult) => void } = {},
): Promise<DeletionResult> {
  const result: DeletionResult = { found: 0, deleted: 0, gone: 0, failures: [] };
  for await (const { rows: page } of pages) {
    result.found += page.length;
    const batches = batchesOf(page);
    for (let first = 0; first < batches.length; first += PARALLEL) {
      const side = batches.slice(first, first + PARALLEL);
      await Promise.all(side.map((batch) => deleteBatch(table, batch, result)));
    }
    onProgress?.(result);
  }
  return result;
}

/** One line for the log: deleted, already gone, failed. */
export function deletionSummary({
  deleted,
  gone,
  failures,
}: Pick<DeletionResult, 'deleted' | 'gone' | 'failures'>): string {
  const parts = [`Deleted ${deleted}`];
  if (gone > 0) parts.push(`${gone} already gone`);
  if (failures.length > 0) parts.push(`${failures.length} failed`);
  return `${parts.join('; ')}.`;
}

/**
 * Deletes the rows `filter` selects (keys only) from `from` until the end or `deadline`, all it
 * read included; `next` says where the next run goes on.
 */
export async function purgeWithin(
  table: DeletingTable & Pick<TableClient, 'listEntities'>,
  {
    filter,
    from,
    deadline = Infinity,
    now,
    onProgress,
  }: {
    filter: string;
    from?: string;
    deadline?: number;
    now?: () => number;
    onProgress?: (result: DeletionResult) => void;
  },
) {
  const listing = wirePages(table, { filter, select: ['PartitionKey', 'RowKey'] }, from);
  const { pages, stop } = timeBox(listing, { deadline, now });
  const result = await deleteRows(table, pages, { onProgress });
  return { result, ...stop };
}
