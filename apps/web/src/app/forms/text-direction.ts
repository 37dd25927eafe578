/**
 * A field whose text may be Arabic or English (a name, a title) aligns with what is typed in it,
 * whatever the page's language. Mantine puts a `dir` prop on the field's wrapper, where "auto" sees
 * no text, so the input itself reads its own direction.
 */
export const ownDirection = { styles: { input: { unicodeBidi: 'plaintext' } } } as const;

/**
 * A field whose value is always written left to right (a code, SKU, phone, e-mail, web address,
 * colour): the field keeps the page's direction, so its label, icons and sections sit where the
 * page puts them, and only the value reads left to right, at the start side of the page's line.
 * The rule is `.app-ltr-value` in styles/global.css (number fields follow it without the prop).
 */
export const leftToRightValue = { classNames: { input: 'app-ltr-value' } } as const;
