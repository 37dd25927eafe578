import { z } from 'zod';
import { StoreConfig } from './config.ts';
import { isThemeId, storeThemeOf } from './themes.ts';

/*
 * The changes map of spec §4 ("Store style edits"): every edit of the store config is recorded by
 * its path (`seo.titleTemplate`, `homepage.banner.extraImages.1`), and only those paths are sent
 * with `PATCH /store/config`. The web form and the server share this module.
 */

/** Path → new value. Paths are dot-separated; array items are numbered from 0. */
export type ConfigChanges = Readonly<Record<string, unknown>>;

/** Edits under these paths are recorded as the whole block (spec §4). */
export const WHOLE_BLOCK_PATHS = ['footer', 'homepage.hero.contentArray'] as const;
/** A theme edit is recorded as the whole theme, and only when its `themeId` differs. */
export const THEME_PATH = 'info.theme';

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
const INDEX = /^(0|[1-9]\d{0,2})$/;

const segmentsOf = (path: string) => path.split('.');
/** `a` is `b` or one of its ancestors (`footer` covers `footer.links.0.label`). */
const covers = (a: string, b: string) => a === b || b.startsWith(`${a}.`);

/** The schema one level down: wrappers (optional, nullable, pipes) are looked through. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.def.in as z.ZodType;
    } else {
      return current;
    }
  }
}

function child(schema: z.ZodType, segment: string): z.ZodType | undefined {
  const s = unwrap(schema);
  if (s instanceof z.ZodObject) {
    return Object.hasOwn(s.shape, segment) && !FORBIDDEN_KEYS.has(segment) ? (s.shape[segment] as z.ZodType) : undefined;
  }
  if (s instanceof z.ZodTuple) {
    return INDEX.test(segment) ? (s.def.items[Number(segment)] as z.ZodType | undefined) : undefined;
  }
  if (s instanceof z.ZodArray) return INDEX.test(segment) ? (s.element as z.ZodType) : undefined;
  return undefined;
}

/** Whether `path` names a field, block or array item of the store config. */
export const isConfigPath = (path: string): boolean => isPathOf(StoreConfig, path);

/** Whether `path` names a field, block or array item of a document of `root` (the store config, the invoice settings). */
export function isPathOf(root: z.ZodType, path: string): boolean {
  if (typeof path !== 'string' || path === '') return false;
  let schema: z.ZodType | undefined = root;
  for (const segment of segmentsOf(path)) {
    schema = child(schema, segment);
    if (!schema) return false;
  }
  return true;
}

function listPaths(schema: z.ZodType, prefix: string, out: string[]): string[] {
  const s = unwrap(schema);
  const walk = (segment: string, inner: z.ZodType) => {
    const path = prefix ? `${prefix}.${segment}` : segment;
    out.push(path);
    listPaths(inner, path, out);
  };
  if (s instanceof z.ZodObject) for (const [key, inner] of Object.entries(s.shape)) walk(key, inner as z.ZodType);
  else if (s instanceof z.ZodTuple) s.def.items.forEach((inner, i) => walk(String(i), inner as z.ZodType));
  else if (s instanceof z.ZodArray) walk('*', s.element as z.ZodType);
  return out;
}

/** Every path of the store config; `*` stands for any array item (`footer.links.*.href`). */
export const CONFIG_CHANGE_PATHS: readonly string[] = Object.freeze(listPaths(StoreConfig, '', []));

/** The path an edit of `path` is recorded under: its whole block, the theme, or the path itself. */
export function changeKeyOf(path: string): string {
  const block = WHOLE_BLOCK_PATHS.find((b) => covers(b, path));
  if (block) return block;
  return covers(THEME_PATH, path) ? THEME_PATH : path;
}

/** The value at `path`, or undefined. */
export function getAt(value: unknown, path: string): unknown {
  let current = value;
  for (const segment of segmentsOf(path)) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A copy of `target` with `value` at `segments`; the original is never touched. */
function setAt(target: unknown, segments: string[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [string, ...string[]];
  if (FORBIDDEN_KEYS.has(head)) throw new Error(`Refused config path segment: ${head}`);
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const base = target !== null && typeof target === 'object' ? (target as Record<string, unknown>) : {};
  return { ...base, [head]: setAt(base[head], rest, value) };
}

/** Deep equality of JSON values (the config holds nothing else). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The config with every change applied, shallow paths first so a deeper edit wins. Immutable. */
export function applyChanges<T>(config: T, changes: ConfigChanges): T {
  return Object.entries(changes)
    .sort(([a], [b]) => segmentsOf(a).length - segmentsOf(b).length)
    .reduce<unknown>((doc, [path, value]) => setAt(doc, segmentsOf(path), value), config) as T;
}

const themeIdOf = (theme: unknown) =>
  theme !== null && typeof theme === 'object' ? (theme as { themeId?: unknown }).themeId : undefined;

/**
 * Records the edit of `path` to `value` against `current`, the saved config, and answers the new map.
 * Footer and hero content-array edits are kept as their whole block, a theme only when its id
 * differs from the saved one, and an edit that restores the saved value leaves no entry.
 */
export function recordChange(changes: ConfigChanges, path: string, value: unknown, current: StoreConfig): ConfigChanges {
  if (!isConfigPath(path)) throw new Error(`Unknown store config path: ${path}`);
  const wanted = changeKeyOf(path);
  // An entry already recorded for an enclosing block takes the edit in.
  const key =
    Object.keys(changes)
      .filter((k) => covers(k, wanted))
      .sort((a, b) => a.length - b.length)[0] ?? wanted;
  const edited = setAt(applyChanges(current, changes), segmentsOf(path), value);
  let recorded = getAt(edited, key);
  const saved = getAt(current, key);
  if (key === THEME_PATH) {
    const id = themeIdOf(recorded);
    if (isThemeId(id)) recorded = storeThemeOf(id);
  }
  const unchanged = key === THEME_PATH ? themeIdOf(recorded) === themeIdOf(saved) : sameValue(recorded, saved);
  const next: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changes)) if (!covers(key, k)) next[k] = v;
  if (!unchanged) next[key] = recorded;
  return next;
}

/**
 * Records the edit of `path` to `value` in a document with no whole blocks (the invoice layout):
 * the path with its value, or no entry when the value is the saved one again.
 */
export function recordPathChange<T>(changes: ConfigChanges, path: string, value: unknown, saved: T): ConfigChanges {
  const next: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changes)) if (!covers(path, k)) next[k] = v;
  if (!sameValue(getAt(saved, path), value)) next[path] = value;
  return next;
}

/** The map after saving: empty (spec §4). */
export const clearChanges = (): ConfigChanges => ({});

export const hasChanges = (changes: ConfigChanges) => Object.keys(changes).length > 0;
