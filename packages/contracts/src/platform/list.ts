import { z } from 'zod';

/** A page of a list (docs/api.md): `page` from 1, `pageSize` 10 by default and at most 100. */
export const ListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListQuery = z.infer<typeof ListQuery>;

/**
 * Where a filtered list stops counting: its total answers one past this (`LIST_COUNT_CAP + 1`), which
 * the app shows as "more than 1,000" (counting every match of a wide filter would cost more than the page).
 */
export const LIST_COUNT_CAP = 1_000;
