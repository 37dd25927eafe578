import { z } from 'zod';
import { optionalText, requiredText } from '../platform/fields.ts';
import { ListQuery } from '../platform/list.ts';
import { collectionEndpoints } from '../platform/collection.ts';

export const BRAND_NAME_MAX = 100;
export const BRAND_COUNTRY_MAX = 100;
export const BRAND_DESCRIPTION_MAX = 500;
export const WEBSITE_MAX = 500;

const WEB_LINK = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** A website: an http(s) link to a real domain name (`https://daroud.com`), not `localhost` or `javascript:`; empty is none. */
export const websiteUrl = () =>
  z
    .string()
    .trim()
    .max(WEBSITE_MAX)
    .refine((v) => v === '' || WEB_LINK.safeParse(v).success, { message: 'invalid_url' });

/** A brand as the merchant enters it (spec §3 Brand, rules of §5). An empty website or description is none. */
export const BrandInput = z.strictObject({
  name: requiredText({ max: BRAND_NAME_MAX }),
  originCountry: requiredText({ max: BRAND_COUNTRY_MAX }),
  website: z.nullable(z.optional(websiteUrl())),
  description: z.nullable(optionalText({ max: BRAND_DESCRIPTION_MAX })),
});
export type BrandInput = z.input<typeof BrandInput>;
export type BrandValues = z.output<typeof BrandInput>;

export const Brand = z.object({
  brandId: z.uuid(),
  name: z.string(),
  originCountry: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
});
export type Brand = z.infer<typeof Brand>;

/** A page of brands, optionally those whose name contains `search` (Arabic letter forms and marks ignored). */
export const BrandListQuery = ListQuery.extend({ search: z.string().trim().max(BRAND_NAME_MAX).optional() });
export type BrandListQuery = z.infer<typeof BrandListQuery>;

export const BrandParams = z.strictObject({ id: z.uuid() });

/** A store's brands (spec §7 "Catalogue"), the admin role. */
export const brandEndpoints = collectionEndpoints('/store-management/brand', {
  params: BrandParams,
  query: BrandListQuery,
  body: BrandInput,
  data: Brand,
});
