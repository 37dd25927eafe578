/** Languages the product speaks. Arabic is the default and the fallback. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export function toLanguage(value: string | null | undefined): Language {
  const tag = (value ?? '').trim().toLowerCase();
  return tag.startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}

/** Picks a language from an Accept-Language header, honouring q-values; Arabic when none fits. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('ar')) return 'ar';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules: Record<Language, Intl.PluralRules> = {
  ar: new Intl.PluralRules('ar'),
  en: new Intl.PluralRules('en'),
};

/** Chooses the plural form for `count` (Arabic has six: zero, one, two, few, many, other). */
export function plural(lang: Language, count: number, forms: PluralForms): string {
  const form = forms[rules[lang].select(count)] ?? forms.other;
  return form.replaceAll('{count}', String(count));
}
