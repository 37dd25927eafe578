import type { Language, OrderLine } from '@souqna/contracts';
import type { ProductFacts } from './invoice-product-facts.ts';
import { INVOICE_WORDS, WEIGHT_UNIT_WORDS } from './invoice-words.ts';

/**
 * What an invoice line says under its product's name: the name in the other language when the
 * layout shows both, the variant, a line of the product's description and its weight when the
 * layout shows them.
 */
export function lineDetails(
  line: OrderLine,
  facts: ProductFacts | undefined,
  lang: Language,
  bothLanguages: boolean,
  digits: (text: string) => string,
): string[] {
  const name = lang === 'en' && line.nameEn ? line.nameEn : line.name;
  const otherName = bothLanguages ? (lang === 'en' ? line.name : line.nameEn) : null;
  const weight = facts?.weight;
  return [
    ...(otherName && otherName !== name ? [otherName] : []),
    ...(line.variantLabel ? [line.variantLabel] : []),
    ...(facts?.description ? [facts.description] : []),
    ...(weight ? [`${INVOICE_WORDS[lang].weight}: ${digits(String(weight.value))} ${WEIGHT_UNIT_WORDS[weight.unit][lang]}`] : []),
  ];
}
