/**
 * A field whose text may be Arabic or English (a name, a title) aligns with what is typed in it,
 * whatever the page's language. Mantine puts a `dir` prop on the field's wrapper, where "auto" sees
 * no text, so the input itself reads its own direction.
 */
export const ownDirection = { styles: { input: { unicodeBidi: 'plaintext' } } } as const;
