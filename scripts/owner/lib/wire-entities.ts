// Reads rows as the service sent them: the SDK renames PartitionKey, RowKey and Timestamp, so a
// posted property of that name (the add-only SAS is public) would overwrite the real key or date.
import type { TableClient, TableEntityQueryOptions } from '@azure/data-tables';
import type { WireEntity } from './contact-rows';

/**
 * A listing's page: its rows as sent, and the token after it (none after the last). Under load a
 * page may hold no rows yet a token: the listing is not over then.
 */
export type WirePage = { rows: WireEntity[]; next: string | undefined };

/** Every page of rows the listing returns (or `queryOptions` selects), as sent, from `from` on. */
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
