// Reads table rows with their property names exactly as the table service sends them.
// @azure/data-tables renames PartitionKey, RowKey and Timestamp to partitionKey, rowKey and
// timestamp, so a row that also has a custom property of one of those names (anyone holding the
// site's add-only SAS can post one) would overwrite the real key or date. The owner commands
// therefore read each page of results as it came over the wire.
import type { TableClient, TableEntityQueryOptions } from '@azure/data-tables';
import type { WireEntity } from './contact-rows';

/**
 * A page of a listing: its rows as the service sent them, and the continuation token that goes
 * on after it (none after the last page). Under load the service may send a page of no rows with
 * a token: the listing is not over then.
 */
export type WirePage = { rows: WireEntity[]; next: string | undefined };

/**
 * Every page of rows the listing returns (all rows, or those `queryOptions.filter` selects), each
 * row as the service sent it: `PartitionKey`, `RowKey`, `Timestamp` and the row's own properties
 * (or those `queryOptions.select` names). `from` goes on where an earlier listing stopped.
 */
export async function* wirePages(
  table: Pick<TableClient, 'listEntities'>,
  queryOptions: TableEntityQueryOptions = {},
  from?: string,
): AsyncGenerator<WirePage> {
  let rows: WireEntity[] = [];
  const listing = table.listEntities({
    queryOptions,
    onResponse: (response) => {
      // The service's JSON for a page, which the SDK leaves untyped: { value: [row, …] }.
      const body: { value?: WireEntity[] } | undefined = response.parsedBody;
      rows = body?.value ?? [];
    },
  });
  // The SDK's own (renamed) copies of the rows are not used.
  for await (const page of listing.byPage({ continuationToken: from })) {
    yield { rows, next: page.continuationToken };
  }
}

/** Every row the listing returns, one by one (see wirePages). */
export async function* wireEntities(
  table: Pick<TableClient, 'listEntities'>,
  queryOptions: TableEntityQueryOptions = {},
): AsyncGenerator<WireEntity> {
  for await (const { rows } of wirePages(table, queryOptions)) yield* rows;
}
