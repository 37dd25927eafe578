import { bigint, timestamp } from 'drizzle-orm/pg-core';

// The columns every module's tables share.
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** An amount in integer minor units of the store's currency (docs/product-rules.md "Money"). */
export const minor = (name: string) => bigint(name, { mode: 'number' });
