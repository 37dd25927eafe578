import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../platform/field-errors.ts';
import { BrandInput } from './brand.ts';
import { CategoryInput } from './category.ts';
import { UnitInput } from './unit.ts';

const codes = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error.issues, 'en').map((f) => `${f.path}:${f.code}`);
};

describe('unit names', () => {
  it.each(['قطعة', 'علبة هدايا', 'Piece', 'Gift box', 'عُلبة'])('takes %s', (name) => {
    expect(codes(UnitInput, { name })).toEqual([]);
  });
  it.each(['علبة 6', '٦ علب', 'Box-12', 'م²', 'كغ.', 'قطعة،', 'ـــ'])('refuses %s as letters only', (name) => {
    expect(codes(UnitInput, { name })).toEqual(['name:letters_only']);
  });
  it('asks for 1 to 40 characters', () => {
    expect(codes(UnitInput, { name: ' ' })).toEqual(['name:required']);
    expect(codes(UnitInput, { name: 'ك'.repeat(41) })).toEqual(['name:too_big']);
  });
});

describe('brand websites', () => {
  it.each(['https://daroud.com', 'http://dar-oud.example.sa/ar?x=1', ''])('takes %j', (website) => {
    expect(codes(BrandInput, { name: 'دار العود', originCountry: 'السعودية', website })).toEqual([]);
  });
  it.each(['daroud.com', 'ftp://daroud.com', 'javascript:alert(1)', 'https://localhost', 'https://'])('refuses %j', (website) => {
    expect(codes(BrandInput, { name: 'دار العود', originCountry: 'السعودية', website })).toEqual(['website:invalid_url']);
  });
});

describe('category input', () => {
  it('needs only a name; parent and position may be left out', () => {
    expect(codes(CategoryInput, { name: 'عطور' })).toEqual([]);
    expect(codes(CategoryInput, { name: 'عطور', parentCategoryId: null, position: 0 })).toEqual([]);
    expect(codes(CategoryInput, { name: 'عطور', position: -1 })).toEqual(['position:too_small']);
    expect(codes(CategoryInput, { name: 'عطور', parentCategoryId: 'perfumes' })).toEqual(['parentCategoryId:invalid_format']);
  });
});
