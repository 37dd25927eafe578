import { describe, expect, it } from 'vitest';
import { columnOfHeader, PRODUCT_FILE_COLUMNS, ProductFileRow, readCell } from './product-import.ts';

describe('product file headers', () => {
  it('reads every column in Arabic, in English and as its key', () => {
    for (const c of PRODUCT_FILE_COLUMNS) {
      expect(columnOfHeader(c.ar)).toBe(c.key);
      expect(columnOfHeader(c.en)).toBe(c.key);
      expect(columnOfHeader(c.key)).toBe(c.key);
    }
  });

  it('ignores letter forms, marks, case and spacing, and knows no other header', () => {
    expect(columnOfHeader(' الاسم بالعربيه ')).toBe('nameAr');
    expect(columnOfHeader('السِّعر')).toBe('price');
    expect(columnOfHeader('ENGLISH_NAME')).toBe('nameEn');
    expect(columnOfHeader('اللون')).toBeNull();
  });
});

describe('product file cells', () => {
  it('reads numbers with Arabic digits and separators, and refuses words', () => {
    expect(readCell('number', '١٢٬٥٠٠٫٧٥')).toEqual({ value: 12500.75 });
    expect(readCell('number', ' 1,200.5 ')).toEqual({ value: 1200.5 });
    expect(readCell('number', 'مئة')).toEqual({ error: 'not_a_number' });
    expect(readCell('number', '')).toEqual({ value: null });
  });

  it('reads yes and no in both languages', () => {
    for (const yes of ['نعم', 'Yes', 'TRUE', '1']) expect(readCell('yesNo', yes)).toEqual({ value: true });
    for (const no of ['لا', 'no', 'false', '0', 'خطأ']) expect(readCell('yesNo', no)).toEqual({ value: false });
    expect(readCell('yesNo', 'ربما')).toEqual({ error: 'not_yes_no' });
  });

  it("takes off the ' an export put before a formula-like text, and only there", () => {
    expect(readCell('text', "'=SUM(A1)")).toEqual({ value: '=SUM(A1)' });
    expect(readCell('text', "'عطر")).toEqual({ value: "'عطر" });
  });

  it('checks a row against the product limits', () => {
    expect(ProductFileRow.safeParse({ nameAr: 'ع'.repeat(201) }).success).toBe(false);
    expect(ProductFileRow.safeParse({ price: -1 }).success).toBe(false);
    expect(ProductFileRow.safeParse({ quantity: 1.5 }).success).toBe(false);
    expect(ProductFileRow.safeParse({ nameAr: 'عطر', price: 10, colour: 'x' }).success).toBe(false);
    expect(ProductFileRow.safeParse({ nameAr: 'عطر', price: 10, quantity: 3 }).success).toBe(true);
  });
});
