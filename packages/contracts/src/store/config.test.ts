import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from '../platform/field-errors.ts';
import { StoreConfig, defaultStoreConfig } from './config.ts';
import { applyChanges } from './change-map.ts';
import { PLANS, exceededLimits, planOf, withinLimit } from './plans.ts';
import { StoreSettingsInput, isTimeZone } from './settings.ts';
import { STORE_CURRENCY_CODES } from './settings-values.ts';
import { minorDigits } from '../platform/money.ts';
import { THEME_COLORS } from './themes.ts';

/** The field errors of the default config with `changes` applied, as `path:code`. */
const problems = (changes: Record<string, unknown>) => {
  const result = StoreConfig.safeParse(applyChanges(defaultStoreConfig('متجر'), changes));
  return result.success ? [] : toFieldErrors(result.error.issues, 'en').map((f) => `${f.path}:${f.code}`);
};

describe('the store config document', () => {
  it('starts a new store with a valid Arabic document named after it', () => {
    const config = defaultStoreConfig('متجر الأمل');
    expect(StoreConfig.parse(config)).toEqual(config);
    expect(config.seo.titleTemplate).toBe('%s | متجر الأمل');
    expect(config.homepage.banner.buttonText).toBe('تسوّق الآن');
    expect(config.info.theme.colerCode).toBe('#F59E0B');
    expect(config.currency).toBe('YER');
  });

  it('uses a generic name for a store that has none yet', () => {
    expect(defaultStoreConfig(null).footer.titleAr).toBe('متجري');
  });

  it('can be sent back as a response (no one-way transforms)', () => {
    const config = defaultStoreConfig('x');
    expect(z.encode(StoreConfig, config)).toEqual(config);
  });

  it('requires %s in the title template, and says only that', () => {
    expect(problems({ 'seo.titleTemplate': 'متجر الأمل' })).toEqual(['seo.titleTemplate:missing_placeholder']);
    expect(problems({ 'seo.titleTemplate': '' })).toEqual(['seo.titleTemplate:required']);
    expect(problems({ 'seo.titleTemplate': `%s ${'ب'.repeat(120)}` })).toEqual(['seo.titleTemplate:too_big']);
  });

  it('bounds the SEO description and keywords', () => {
    expect(problems({ 'seo.defaultDescription': 'و'.repeat(301) })).toEqual(['seo.defaultDescription:too_big']);
    expect(problems({ 'seo.defaultKeywords': Array.from({ length: 21 }, (_, i) => `k${i}`) })).toEqual([
      'seo.defaultKeywords:too_big',
    ]);
    expect(problems({ 'seo.defaultKeywords': ['ع'.repeat(51)] })).toEqual(['seo.defaultKeywords.0:too_big']);
  });

  it('takes links starting with http(s) or /, never javascript: or //host', () => {
    expect(problems({ 'homepage.banner.buttonLink': '/offers' })).toEqual([]);
    expect(problems({ 'homepage.banner.buttonLink': 'https://example.com/a' })).toEqual([]);
    expect(problems({ 'homepage.banner.buttonLink': 'javascript:alert(1)' })).toEqual(['homepage.banner.buttonLink:invalid_url']);
    expect(problems({ 'homepage.banner.buttonLink': '//evil.example' })).toEqual(['homepage.banner.buttonLink:invalid_url']);
    expect(problems({ 'social.facebook': '/page' })).toEqual(['social.facebook:invalid_url']);
  });

  it('takes WhatsApp as an E.164 number or a wa.me link', () => {
    expect(problems({ 'social.whatsapp': '+966501234567' })).toEqual([]);
    expect(problems({ 'social.whatsapp': 'https://wa.me/966501234567' })).toEqual([]);
    expect(problems({ 'social.whatsapp': '0501234567' })).toEqual(['social.whatsapp:invalid_url']);
    expect(problems({ 'contact.phone': '+96650123' })).toEqual(['contact.phone:invalid_phone']);
    expect(problems({ 'contact.email': 'not-mail' })).toEqual(['contact.email:invalid_email']);
  });

  it('holds exactly three extra banner images, each an uploaded image, a link or empty', () => {
    expect(problems({ 'homepage.banner.extraImages': [null, null] }).length).toBeGreaterThan(0);
    expect(problems({ 'homepage.banner.extraImages.1': 'data:image/png;base64,AAAA' })).toEqual([
      'homepage.banner.extraImages.1:invalid_url',
    ]);
    expect(problems({ 'homepage.banner.extraImages.2': '/images/uploads/a/b.webp' })).toEqual([]);
  });

  it('bounds the hero: 10 items, 12 categories, 24 products, no repeated ids', () => {
    const item = { title: 'ع', subtitle: '', image: null, link: '' };
    expect(problems({ 'homepage.hero.contentArray': Array(11).fill(item) })).toEqual(['homepage.hero.contentArray:too_big']);
    const id = '0190a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b';
    expect(problems({ 'homepage.hero.catigories': [id, id] })).toEqual(['homepage.hero.catigories:invalid_value']);
    expect(problems({ 'homepage.hero.ProductsHome': ['not-an-id'] })).toEqual(['homepage.hero.ProductsHome.0:invalid_format']);
    expect(problems({ 'homepage.hero.type': 'carousel' })).toEqual(['homepage.hero.type:invalid_value']);
  });

  it('requires both labels and a link on each footer link, at most 20 links', () => {
    expect(problems({ 'footer.links': [{ label: 'A', labelAr: '', href: '' }] })).toEqual([
      'footer.links.0.labelAr:required',
      'footer.links.0.href:required',
    ]);
    const link = { label: 'A', labelAr: 'أ', href: '/a' };
    expect(problems({ 'footer.links': Array(21).fill(link) })).toEqual(['footer.links:too_big']);
  });

  it('checks the analytics ids (each format: analytics-ids.test.ts)', () => {
    expect(problems({ 'analytics.webAnalyticsId': 'G-AB12CD34' })).toEqual([]);
    expect(problems({ 'analytics.webAnalyticsId': 'G-<script>' })).toEqual(['analytics.webAnalyticsId:invalid_web_analytics_id']);
    expect(problems({ 'analytics.socialPixelId': '1234-5678' })).toEqual(['analytics.socialPixelId:invalid_social_pixel_id']);
  });

  it('refuses an unknown theme and an unknown currency', () => {
    expect(problems({ 'info.theme.themeId': 'neon' })).toEqual(['info.theme.themeId:invalid_value']);
    expect(problems({ currency: 'EUR' })).toEqual(['currency:invalid_value']);
  });

  it('refuses fields the document does not have', () => {
    expect(problems({ 'seo.extra': 1 })).toEqual(['seo.extra:unrecognized_keys']);
  });
});

describe('themes, currencies and settings', () => {
  it('offers eight themes, golden yellow first, each with a unique id', () => {
    expect(THEME_COLORS).toHaveLength(8);
    expect(THEME_COLORS[0]).toMatchObject({ themeId: 'golden', colerCode: '#F59E0B' });
    expect(new Set(THEME_COLORS.map((t) => t.themeId)).size).toBe(8);
  });

  it('knows each currency minor unit', () => {
    expect(STORE_CURRENCY_CODES[0]).toBe('YER');
    expect(minorDigits('KWD')).toBe(3);
    expect(minorDigits('SAR')).toBe(2);
  });

  it('accepts IANA time zones only', () => {
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Asia/Aden')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    const result = StoreSettingsInput.safeParse({
      currency: 'SAR',
      timeZone: 'Riyadh',
      pricesIncludeTax: true,
      digitStyle: 'arabic',
    });
    expect(toFieldErrors(result.error!.issues, 'ar')).toEqual([
      { path: 'timeZone', code: 'invalid_value', message: 'القيمة غير مسموحة' },
    ]);
  });
});

describe('plans', () => {
  it('are the three plans of the spec', () => {
    expect(PLANS.map((p) => [p.plan, p.limits.products, p.limits.ordersPerMonth])).toEqual([
      ['free', 5, 10],
      ['standard', 50, 500],
      ['premium', null, null],
    ]);
    expect(planOf('premium')).toMatchObject({ support: 'vip', customLogo: true });
  });

  it('say which limits a usage is already past', () => {
    expect(exceededLimits('free', { products: 6, ordersThisMonth: 10 })).toEqual([{ limit: 'products', allowed: 5, usage: 6 }]);
    expect(exceededLimits('standard', { products: 50, ordersThisMonth: 501 })).toEqual([
      { limit: 'ordersPerMonth', allowed: 500, usage: 501 },
    ]);
    expect(exceededLimits('premium', { products: 10_000, ordersThisMonth: 10_000 })).toEqual([]);
  });

  it('let one more in only below the limit', () => {
    expect(withinLimit(5, 4)).toBe(true);
    expect(withinLimit(5, 5)).toBe(false);
    expect(withinLimit(null, 1_000_000)).toBe(true);
  });
});

describe('missing and wrong values', () => {
  const errors = (input: unknown) => {
    const result = StoreSettingsInput.safeParse(input, { reportInput: true });
    return toFieldErrors(result.error?.issues ?? [], 'en').map((f) => `${f.path}:${f.code}`);
  };
  it('tell a missing choice or yes/no from a wrong one when zod reports the input', () => {
    expect(errors({ currency: 'SAR', timeZone: 'Asia/Riyadh' })).toEqual(['pricesIncludeTax:required', 'digitStyle:required']);
    expect(errors({ currency: 'EUR', timeZone: 'Asia/Riyadh', pricesIncludeTax: 'yes', digitStyle: 'roman' })).toEqual([
      'currency:invalid_value',
      'pricesIncludeTax:invalid_type',
      'digitStyle:invalid_value',
    ]);
  });

  it('take a VAT number of 15 digits from 3 to 3, or none', () => {
    const base = { currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: true, digitStyle: 'latin' };
    expect(errors({ ...base, vatNumber: '310122393500003' })).toEqual([]);
    expect(errors({ ...base, vatNumber: null })).toEqual([]);
    expect(errors(base)).toEqual([]);
    for (const bad of ['310122393500002', '31012239350000', '٣١٠١٢٢٣٩٣٥٠٠٠٠٣'])
      expect(errors({ ...base, vatNumber: bad })).toEqual(['vatNumber:vat_number']);
  });
});
