// Checks the web app's texts: every key in both languages, none empty, plural keys with the forms
// their language needs, and the same {{placeholders}} on both sides. Exits 1 with the list otherwise.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', 'src', 'i18n');
const LANGS = ['ar', 'en'];
const SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Forms each language must give a plural key (CLDR), and the extra ones it may give. */
const PLURAL = {
  ar: { required: ['zero', 'one', 'two', 'few', 'many', 'other'], optional: [] },
  en: { required: ['one', 'other'], optional: ['zero'] },
};

const problems = [];
const flatten = (value, prefix, out) => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
};
const pluralOf = (key) => {
  const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return m ? { base: m[1], form: m[2] } : null;
};
const placeholders = (text) =>
  new Set([...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).filter((n) => n !== 'count'));

const files = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    readdirSync(path.join(root, lang))
      .filter((f) => f.endsWith('.json'))
      .sort(),
  ]),
);
const namespaces = new Set(LANGS.flatMap((lang) => files[lang].map((f) => f.replace(/\.json$/, ''))));

for (const ns of [...namespaces].sort()) {
  /** lang -> Map(base key -> { plain?: value, forms?: Map(form -> value) }) */
  const seen = {};
  for (const lang of LANGS) {
    const file = path.join(root, lang, `${ns}.json`);
    let data;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${lang}/${ns}.json: missing or not valid JSON (${error.code ?? error.message})`);
      continue;
    }
    const entries = new Map();
    for (const [key, value] of flatten(data, '', new Map())) {
      if (typeof value !== 'string') problems.push(`${lang}/${ns}.json: ${key} is not a string`);
      else if (!value.trim()) problems.push(`${lang}/${ns}.json: ${key} is empty`);
      const plural = pluralOf(key);
      if (plural) {
        const entry = entries.get(plural.base) ?? { forms: new Map() };
        entry.forms ??= new Map();
        entry.forms.set(plural.form, value);
        entries.set(plural.base, entry);
      } else entries.set(key, { ...entries.get(key), plain: value });
    }
    for (const [base, entry] of entries) {
      if (!entry.forms) continue;
      if (entry.plain !== undefined) problems.push(`${lang}/${ns}.json: ${base} is both a plain key and a plural key`);
      const { required, optional } = PLURAL[lang];
      const missing = required.filter((f) => !entry.forms.has(f));
      const extra = [...entry.forms.keys()].filter((f) => !required.includes(f) && !optional.includes(f));
      if (missing.length)
        problems.push(`${lang}/${ns}.json: ${base} lacks plural forms ${missing.map((f) => `_${f}`).join(', ')}`);
      if (extra.length)
        problems.push(`${lang}/${ns}.json: ${base} has forms ${lang} does not use: ${extra.map((f) => `_${f}`).join(', ')}`);
    }
    seen[lang] = entries;
  }
  if (!seen.ar || !seen.en) continue;
  for (const [a, b] of [
    ['ar', 'en'],
    ['en', 'ar'],
  ]) {
    for (const [base, entry] of seen[a]) {
      const other = seen[b].get(base);
      if (!other) problems.push(`${b}/${ns}.json: missing ${base}${entry.forms ? ' (plural)' : ''} (present in ${a})`);
      else if (Boolean(entry.forms) !== Boolean(other.forms))
        problems.push(`${ns}: ${base} is plural in ${entry.forms ? a : b} only`);
    }
  }
  for (const [base, entry] of seen.ar) {
    const other = seen.en.get(base);
    if (!other) continue;
    const arNames = new Set([...(entry.forms?.values() ?? [entry.plain])].flatMap((v) => [...placeholders(v)]));
    const enNames = new Set([...(other.forms?.values() ?? [other.plain])].flatMap((v) => [...placeholders(v)]));
    const diff = [...arNames].filter((n) => !enNames.has(n)).concat([...enNames].filter((n) => !arNames.has(n)));
    if (diff.length) problems.push(`${ns}: ${base} placeholders differ between ar and en: ${diff.join(', ')}`);
  }
}

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${namespaces.size} namespaces in ${LANGS.join(' and ')}, plural forms ${SUFFIXES.length} in Arabic.`,
);
