/** A LIKE pattern that finds `text` anywhere, its `\`, `%` and `_` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
