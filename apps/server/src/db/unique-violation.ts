/** PostgreSQL's unique violation, wherever drizzle wrapped it. */
export const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';
