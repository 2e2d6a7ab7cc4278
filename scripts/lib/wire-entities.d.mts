// Types for the end-to-end tests, which read the test table from TypeScript (e2e/storage.ts).
import type { ListTableEntitiesOptions, TableClient } from '@azure/data-tables';

export declare function wireEntities(
  table: TableClient,
  queryOptions?: ListTableEntitiesOptions['queryOptions'],
): AsyncGenerator<Record<string, unknown>>;
