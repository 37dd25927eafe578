import { z } from 'zod';

/** A page of a list (docs/api.md): `page` from 1, `pageSize` 10 by default and at most 100. */
export const ListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListQuery = z.infer<typeof ListQuery>;
