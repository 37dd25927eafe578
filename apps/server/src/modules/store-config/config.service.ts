import { eq } from 'drizzle-orm';
import {
  THEME_COLORS,
  applyChanges,
  defaultStoreConfig,
  isConfigPath,
  storeConfigReplacing,
  storeThemeOf,
  type StoreConfig,
  themeColorOf,
  type ConfigChanges,
  type StoreCurrency,
  type ThemeColor,
  type ThemeId,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { RequestValidationError } from '../../platform/envelope.ts';
import { invalidFields } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore, updateStore, type StoreRow } from '../stores/store-row.ts';
import { storeConfigs } from './tables.ts';
import { overDefaults } from '../../platform/over-defaults.ts';

/**
 * The store's config document, created on first read. The currency lives on the store row
 * (`/setting` changes it too), so the document's `currency` is always read from there.
 */
async function load(tx: Tx, storeId: string, forUpdate = false): Promise<StoreConfig> {
  const store = await readStore(tx, storeId);
  const defaults = defaultStoreConfig(store.name);
  const select = () => {
    const query = tx.select({ document: storeConfigs.document }).from(storeConfigs).where(eq(storeConfigs.storeId, storeId));
    return forUpdate ? query.for('update') : query;
  };
  let [row] = await select();
  if (!row) {
    await tx
      .insert(storeConfigs)
      .values({ storeId, document: { ...defaults, currency: store.currency as StoreCurrency } })
      .onConflictDoNothing();
    [row] = await select();
  }
  const document = overDefaults(defaults, row!.document) as StoreConfig;
  return { ...document, currency: store.currency as StoreCurrency };
}

/**
 * The store's document as its storefront shows it, read only (a replica can answer it): the
 * defaults where it has none yet, the currency from the store row.
 */
export async function readStoreConfig(tx: Tx, store: Pick<StoreRow, 'id' | 'name' | 'currency'>): Promise<StoreConfig> {
  const [row] = await tx.select({ document: storeConfigs.document }).from(storeConfigs).where(eq(storeConfigs.storeId, store.id));
  const defaults = defaultStoreConfig(store.name);
  const document = row ? (overDefaults(defaults, row.document) as StoreConfig) : defaults;
  return { ...document, currency: store.currency as StoreCurrency };
}

/**
 * Validates the whole document (errors carry full paths such as `seo.titleTemplate`) and stores it
 * over `saved`: an analytics id saved before its format is kept while unchanged (docs/decisions.md,
 * "Analytics and pixel ids"), so the other paths of such a store still save.
 */
async function write(tx: Tx, storeId: string, saved: StoreConfig, candidate: unknown): Promise<StoreConfig> {
  const parsed = storeConfigReplacing(saved).safeParse(candidate, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  const document: StoreConfig = {
    ...parsed.data,
    info: { ...parsed.data.info, theme: storeThemeOf(parsed.data.info.theme.themeId) },
  };
  const now = new Date();
  await tx.update(storeConfigs).set({ document, updatedAt: now }).where(eq(storeConfigs.storeId, storeId));
  // The store row carries the currency and the theme's colour too (`/setting`, get-all-store-data).
  await updateStore(tx, storeId, { currency: document.currency, colour: document.info.theme.colerCode }, now);
  return document;
}

export function get(store: StoreContext): Promise<StoreConfig> {
  return store.transaction((tx) => load(tx, store.id));
}

/** Applies only the changed paths; every path must exist in the document and the result must validate. */
export function update(store: StoreContext, changes: ConfigChanges): Promise<StoreConfig> {
  const paths = Object.keys(changes);
  if (paths.length === 0) throw invalidFields({ path: 'changes', code: 'no_changes' });
  const unknown = paths.filter((path) => !isConfigPath(path));
  if (unknown.length) throw invalidFields(...unknown.map((path) => ({ path, code: 'unknown_path' })));
  return store.transaction(async (tx) => {
    const saved = await load(tx, store.id, true);
    return write(tx, store.id, saved, applyChanges(saved, changes));
  });
}

/** Replaces the whole document. */
export function save(store: StoreContext, document: StoreConfig): Promise<StoreConfig> {
  return store.transaction(async (tx) => write(tx, store.id, await load(tx, store.id, true), document));
}

export async function getTheme(store: StoreContext): Promise<ThemeColor> {
  return themeColorOf((await get(store)).info.theme.themeId) ?? THEME_COLORS[0];
}

export function setTheme(store: StoreContext, themeId: ThemeId): Promise<ThemeColor> {
  return store.transaction(async (tx) => {
    const current = await load(tx, store.id, true);
    await write(tx, store.id, current, { ...current, info: { ...current.info, theme: storeThemeOf(themeId) } });
    return themeColorOf(themeId)!;
  });
}
