/** JSON documents kept by the stores (the store config, the invoice settings), read over their defaults. */
type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `stored` laid over `defaults`: fields added to the document since it was saved get their default. */
export function overDefaults(defaults: Plain, stored: Plain): Plain {
  const out: Plain = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    if (isPlain(fallback) && isPlain(value)) out[key] = overDefaults(fallback, value);
    else out[key] = Object.hasOwn(stored, key) ? value : fallback;
  }
  return out;
}
