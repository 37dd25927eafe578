import type { z } from 'zod';
import type { EmailSender, EmailSenderInput, StoreCurrency, StoreSettings, StoreSettingsInput } from '@souqna/contracts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore, storeTaxesShipping, updateStore, type StoreChanges, type StoreRow } from '../stores/store-row.ts';

const toSettings = (row: StoreRow): StoreSettings => ({
  currency: row.currency as StoreCurrency,
  timeZone: row.timeZone,
  pricesIncludeTax: row.pricesIncludeTax,
  digitStyle: row.digitStyle,
  vatNumber: row.vatNumber,
  taxShipping: storeTaxesShipping(row),
});

const toSender = (row: StoreRow): EmailSender => ({ senderName: row.senderName, senderEmail: row.senderEmail });

const storeRow = (store: StoreContext) => store.transaction((tx) => readStore(tx, store.id));

const changeStore = (store: StoreContext, values: StoreChanges) => store.transaction((tx) => updateStore(tx, store.id, values));

export const getSettings = async (store: StoreContext) => toSettings(await storeRow(store));

/** A body without `vatNumber` leaves it as it is (StoreSettingsInput). */
export const updateSettings = async (store: StoreContext, input: z.output<typeof StoreSettingsInput>) =>
  toSettings(await changeStore(store, input));

export const getEmailSender = async (store: StoreContext) => toSender(await storeRow(store));

export const updateEmailSender = async (store: StoreContext, input: EmailSenderInput) =>
  toSender(await changeStore(store, { senderName: input.senderName, senderEmail: input.senderEmail }));
