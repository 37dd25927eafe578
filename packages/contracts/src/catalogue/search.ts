/**
 * Text as an Arabic search compares it (the server's stored search column and its query, and the
 * app's filters): أ/إ/آ/ٱ→ا, ة→ه, ى→ي, ؤ→و, ئ→ي; tatweel and diacritics removed; lower case;
 * Arabic-Indic digits as Latin ones. "احمد" finds "أحمد", "مكه" finds "مكة", "٣" finds "3".
 */
export function normalizeArabic(text: string): string {
  return (
    text
      // Harakat, tanween, shadda, sukun, hamza and madda marks, superscript alef, Quranic marks; tatweel.
      .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي')
      .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      // «عبد الرحمن» and «عبدالرحمن» are one name written two ways: always joined.
      .replace(/(^|\s)عبد\s+/g, '$1عبد')
      .toLowerCase()
  );
}
