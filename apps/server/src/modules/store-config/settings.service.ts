import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EmailSender, EmailSenderInput, StoreCurrency, StoreSettings, StoreSettingsInput } from '@souqna/contracts';
import { notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { stores, storeTaxesShipping } from '../accounts/tables.ts';

type StoreRow = typeof stores.$inferSelect;

const toSettings = (row: StoreRow): StoreSettings => ({
  currency: row.currency as StoreCurrency,
  timeZone: row.timeZone,
  pricesIncludeTax: row.pricesIncludeTax,
  digitStyle: row.digitStyle,
  vatNumber: row.vatNumber,
  taxShipping: storeTaxesShipping(row),
});

const toSender = (row: StoreRow): EmailSender => ({ senderName: row.senderName, senderEmail: row.senderEmail });

function storeRow(store: StoreContext) {
  return store.transaction(async (tx) => {
    const [row] = await tx.select().from(stores).where(eq(stores.id, store.id));
    if (!row) throw notFound();
    return row;
  });
}

function updateStore(store: StoreContext, values: Partial<StoreRow>) {
  return store.transaction(async (tx) => {
    const [row] = await tx
      .update(stores)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(stores.id, store.id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

export const getSettings = async (store: StoreContext) => toSettings(await storeRow(store));

/** A body without `vatNumber` leaves it as it is (StoreSettingsInput). */
export const updateSettings = async (store: StoreContext, input: z.output<typeof StoreSettingsInput>) =>
  toSettings(await updateStore(store, input));

export const getEmailSender = async (store: StoreContext) => toSender(await storeRow(store));

export const updateEmailSender = async (store: StoreContext, input: EmailSenderInput) =>
  toSender(await updateStore(store, { senderName: input.senderName, senderEmail: input.senderEmail }));
