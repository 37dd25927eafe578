import { useMemo, useState } from 'react';
import {
  applyChanges,
  clearChanges,
  getAt,
  hasChanges,
  isConfigPath,
  recordChange,
  storeConfigReplacing,
  type ConfigChanges,
  type StoreConfig,
} from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { ApiError } from '@/lib/api-error.ts';
import { failureMessage } from '@/lib/failure.ts';
import { contractsResolver, type FieldMessages } from '@/lib/form-resolver.ts';
import { StoreDataInput } from '@souqna/contracts';
import { IDENTITY_FIELDS, identityInputOf, type IdentityValues } from '@/features/store-settings/identity.ts';
import { IDENTITY_PREFIX, STORE_INFO_TABS, tabOfPath, type StoreInfoTab } from './tabs.ts';

const language = () => appStore.getState().language;
const validateIdentity = contractsResolver<IdentityValues>(StoreDataInput, language, identityInputOf);

/** `a` is `b`, or one encloses the other (`footer` and `footer.links.2.href`). */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
const without = (errors: FieldMessages, path: string): FieldMessages =>
  Object.fromEntries(Object.entries(errors).filter(([p]) => !related(p, path)));
/** The tabs holding these errors, in tab order. */
const tabsOf = (errors: FieldMessages): StoreInfoTab[] =>
  STORE_INFO_TABS.filter((tab) => Object.keys(errors).some((p) => tabOfPath(p) === tab));
const prefixed = (errors: FieldMessages, prefix: string): FieldMessages =>
  Object.fromEntries(Object.entries(errors).map(([p, m]) => [`${prefix}${p}`, m]));

export interface SaveCalls {
  saveConfig: (changes: ConfigChanges) => Promise<{ message: string }>;
  saveIdentity: (values: IdentityValues) => Promise<{ message: string }>;
}

export type SaveOutcome =
  | { ok: true; message: string | null }
  | { ok: false; invalid: true; tabs: StoreInfoTab[] }
  | { ok: false; invalid: false; message: string };

/**
 * The store info form: every edit of the style document goes through the change map (spec §4),
 * the identity fields are compared with what was saved, and the contracts' schemas check both.
 * After a first save attempt the form checks itself on every edit.
 */
export function useStoreInfoForm(saved: StoreConfig, savedIdentity: IdentityValues | null) {
  const [changes, setChanges] = useState<ConfigChanges>(clearChanges);
  const [identityEdits, setIdentityEdits] = useState<Partial<IdentityValues>>({});
  const [checking, setChecking] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);

  // An analytics id saved before its format passes while unchanged (docs/decisions.md, "Analytics and pixel ids").
  const validateConfig = useMemo(() => contractsResolver<StoreConfig>(storeConfigReplacing(saved), language), [saved]);
  const draft = useMemo(() => applyChanges(saved, changes), [saved, changes]);
  const identity = useMemo(() => (savedIdentity ? { ...savedIdentity, ...identityEdits } : null), [savedIdentity, identityEdits]);
  const identityDirty = savedIdentity
    ? IDENTITY_FIELDS.filter((f) => identityEdits[f] !== undefined && identityEdits[f] !== savedIdentity[f])
    : [];

  const check = (nextDraft: StoreConfig, nextIdentity: IdentityValues | null): FieldMessages => ({
    ...validateConfig(nextDraft),
    ...(nextIdentity ? prefixed(validateIdentity(nextIdentity), IDENTITY_PREFIX) : {}),
  });

  /** Records the edit of a style path; restoring the saved value leaves no change behind. */
  const edit = (path: string, value: unknown) => {
    const next = recordChange(changes, path, value, saved);
    setChanges(next);
    setServerErrors((e) => without(e, path));
    if (checking) setClientErrors(check(applyChanges(saved, next), identity));
  };

  const editIdentity = <K extends keyof IdentityValues>(field: K, value: IdentityValues[K]) => {
    if (!savedIdentity) return;
    const next = { ...identityEdits };
    if (value === savedIdentity[field]) delete next[field];
    else next[field] = value;
    setIdentityEdits(next);
    setServerErrors((e) => without(e, `${IDENTITY_PREFIX}${field}`));
    if (checking) setClientErrors(check(draft, { ...savedIdentity, ...next }));
  };

  const errors = { ...serverErrors, ...clientErrors };
  const errorOf = (path: string): string | undefined => clientErrors[path] ?? serverErrors[path];
  /** The first error of a list or block, or of any of its items (`seo.defaultKeywords.3`). */
  const errorUnder = (path: string): string | undefined =>
    errorOf(path) ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1];

  const tabsWithErrors = new Set(
    Object.keys(errors)
      .map(tabOfPath)
      .filter((t) => t !== null),
  );
  const changedTabs = new Set<StoreInfoTab>(
    Object.keys(changes)
      .map(tabOfPath)
      .filter((t) => t !== null),
  );
  if (identityDirty.length) changedTabs.add('identity');

  const count = Object.keys(changes).length + identityDirty.length;

  const discard = () => {
    setChanges(clearChanges());
    setIdentityEdits({});
    setChecking(false);
    setClientErrors({});
    setServerErrors({});
    setFailure(null);
  };

  /** Checks with the contracts, then sends only what changed: the change map, then the identity. */
  const save = async (calls: SaveCalls): Promise<SaveOutcome> => {
    setFailure(null);
    const found = check(draft, identity);
    setChecking(true);
    setClientErrors(found);
    if (Object.keys(found).length) {
      return { ok: false, invalid: true, tabs: tabsOf(found) };
    }
    let message: string | null = null;
    try {
      if (hasChanges(changes)) {
        message = (await calls.saveConfig(changes)).message;
        setChanges(clearChanges());
      }
    } catch (error) {
      return refused(error, '');
    }
    try {
      if (identity && identityDirty.length) {
        message ??= (await calls.saveIdentity(identity)).message;
        setIdentityEdits({});
      }
    } catch (error) {
      return refused(error, IDENTITY_PREFIX);
    }
    setChecking(false);
    return { ok: true, message };
  };

  /** Field errors go beside their fields (and mark their tab); anything else is one sentence. */
  const refused = (error: unknown, prefix: string): SaveOutcome => {
    if (error instanceof ApiError) {
      const placed = error.fields.filter((f) => (prefix ? true : isConfigPath(f.path) && tabOfPath(f.path)));
      if (placed.length) {
        const next: FieldMessages = {};
        for (const f of placed) next[`${prefix}${f.path}`] ??= f.message;
        setServerErrors(next);
        return { ok: false, invalid: true, tabs: tabsOf(next) };
      }
    }
    const message = failureMessage(error);
    setFailure(message);
    return { ok: false, invalid: false, message };
  };

  return {
    saved,
    draft,
    changes,
    identity,
    count,
    dirty: count > 0,
    changedTabs,
    tabsWithErrors,
    errors,
    failure,
    value: (path: string) => getAt(draft, path),
    edit,
    editIdentity,
    errorOf,
    errorUnder,
    discard,
    save,
  };
}

export type StoreInfoForm = ReturnType<typeof useStoreInfoForm>;
