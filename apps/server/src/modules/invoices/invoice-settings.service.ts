import { eq, sql } from 'drizzle-orm';
import { DEFAULT_INVOICE_SETTINGS, InvoiceSettings, applyChanges, isPathOf, type ConfigChanges } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { RequestValidationError } from '../../platform/envelope.ts';
import { invalidFields } from '../../platform/errors.ts';
import { overDefaults } from '../../platform/over-defaults.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { invoiceSettings } from './tables.ts';

/** The store's invoice layout over the defaults (a store that never saved one has the defaults). */
const settingsOf = (forUpdate: boolean) =>
  preparedQuery(forUpdate ? 'invoice_settings_locked' : 'invoice_settings', (db) => {
    const query = db
      .select({ document: invoiceSettings.document })
      .from(invoiceSettings)
      .where(eq(invoiceSettings.storeId, sql.placeholder('storeId')));
    return forUpdate ? query.for('update') : query;
  });
const settingsRead = { locked: settingsOf(true), read: settingsOf(false) };

export async function readInvoiceSettings(tx: Tx, storeId: string, forUpdate = false): Promise<InvoiceSettings> {
  const [row] = await (forUpdate ? settingsRead.locked : settingsRead.read)(tx, { storeId });
  return (row ? overDefaults(DEFAULT_INVOICE_SETTINGS, row.document) : DEFAULT_INVOICE_SETTINGS) as InvoiceSettings;
}

/** Validates the whole layout (errors carry full paths such as `labels.total.ar`) and keeps it. */
async function write(tx: Tx, storeId: string, candidate: unknown): Promise<InvoiceSettings> {
  const parsed = InvoiceSettings.safeParse(candidate, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  await tx
    .insert(invoiceSettings)
    .values({ storeId, document: parsed.data })
    .onConflictDoUpdate({ target: invoiceSettings.storeId, set: { document: parsed.data, updatedAt: new Date() } });
  return parsed.data;
}

export const getInvoiceSettings = (store: StoreContext) => store.read((db) => readInvoiceSettings(db, store.id));

/** `PATCH /pdf/config`: only the changed paths; each must name a setting and the result must validate. */
export function patchInvoiceSettings(store: StoreContext, changes: ConfigChanges): Promise<InvoiceSettings> {
  const paths = Object.keys(changes);
  if (paths.length === 0) throw invalidFields({ path: 'changes', code: 'no_changes' });
  const unknown = paths.filter((path) => !isPathOf(InvoiceSettings, path));
  if (unknown.length) throw invalidFields(...unknown.map((path) => ({ path, code: 'unknown_setting' })));
  return store.transaction(async (tx) =>
    write(tx, store.id, applyChanges(await readInvoiceSettings(tx, store.id, true), changes)),
  );
}

/** `POST /pdf/config/save`: the whole layout. */
export const saveInvoiceSettings = (store: StoreContext, settings: InvoiceSettings) =>
  store.transaction((tx) => write(tx, store.id, settings));
