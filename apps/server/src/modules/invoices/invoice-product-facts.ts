import sanitizeHtml from 'sanitize-html';
import type { WeightUnit } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { productDetailsOf } from '../catalogue/product-facts.ts';

/** What an invoice line may say of its product besides what the order kept: a line of its description, its weight. */
export interface ProductFacts {
  description: string | null;
  weight: { value: number; unit: WeightUnit } | null;
}

/** The most of a description an invoice line prints. */
export const DESCRIPTION_CHARS = 140;

/** A product's description as one plain line (its rich text without tags), cut at a word near 140 characters. */
export function descriptionLine(html: string | null): string | null {
  if (!html) return null;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_CHARS / 2)).trimEnd()}…`;
}

/**
 * The products' descriptions and weights as the catalogue holds them now (the order keeps its
 * lines' names, SKUs and prices, not these), read only when the layout shows them; a product
 * deleted since is simply left out.
 */
export async function productFactsOf(
  db: Tx,
  storeId: string,
  productIds: string[],
  show: { description: boolean; weight: boolean },
): Promise<Map<string, ProductFacts>> {
  if (!productIds.length || (!show.description && !show.weight)) return new Map();
  const rows = await productDetailsOf(db, storeId, productIds);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        description: show.description ? descriptionLine(r.description) : null,
        weight: show.weight && r.weight ? { value: r.weight, unit: r.unit ?? 'kg' } : null,
      },
    ]),
  );
}
