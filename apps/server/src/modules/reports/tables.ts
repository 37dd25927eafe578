import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The products and customers removed, each with the transaction that removed it, written by a
 * trigger on their tables (migration 0030): what the reports' copy of the search texts must drop
 * (reports/search-copy.ts). No key to the store: a store's removal writes here as it goes.
 */
export const searchRemovals = pgTable(
  'search_removals',
  {
    storeId: uuid('store_id').notNull(),
    dimension: text('dimension', { enum: ['product', 'customer'] }).notNull(),
    key: uuid('key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [index('search_removals_store_version_idx').on(t.storeId, t.dimension, t.version)],
);
