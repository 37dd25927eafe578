import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { storeId } from '../stores/tables.ts';
import { products, productVariants } from '../catalogue/product-tables.ts';
import { customers } from '../customers/tables.ts';

/** Spec §3 Availability notification: someone waiting for a product (or one variant) to be in stock again. */
export const availabilityNotifications = pgTable(
  'availability_notifications',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    email: text('email').notNull(),
    isNotified: boolean('is_notified').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_notifications_store_idx').on(t.storeId, t.isNotified, t.createdAt),
    index('availability_notifications_product_idx').on(t.productId, t.isNotified),
  ],
);
