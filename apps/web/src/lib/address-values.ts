/**
 * A list page's values as the address bar holds them, read back leniently: anything unreadable (an
 * old link, a hand-edited value) reads as null, and the page falls back to its default.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An amount bound: a number, 0 or more. */
export const amountParam = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** A calendar day `YYYY-MM-DD` that exists. */
export const dayParam = (raw: string | null): string | null =>
  raw && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : null;
