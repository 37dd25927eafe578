import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { domainMessages } from '../i18n/domain-messages.ts';
import { addMessages } from '../i18n/messages.ts';
import { toFieldErrors } from '../platform/field-errors.ts';
import {
  AnalyticsIds,
  analyticsIdKind,
  normalizeAnalyticsId,
  socialPixelIdProblem,
  webAnalyticsIdProblem,
} from './analytics-ids.ts';
import { SavedStoreConfig, StoreConfig, defaultStoreConfig, storeConfigReplacing } from './config.ts';

addMessages(domainMessages);

const GA4 = ['G-A1B2C3D4E5', 'G-ABC123', 'G-ABCDEF123456', 'G-0000000'];
const GTM = ['GTM-AB12', 'GTM-AB12CD3', 'GTM-ABCDEF1234', 'GTM-5XJ7QH'];
const META = ['123456789012345', '1234567890123456'];
const TIKTOK = ['C4D45N9U9OSI64ECRUG0', 'CVERFVJC77U9L0C1P6O0', 'A0000000000000000000'];
const SNAP = ['cf38dbeb-49ab-4061-afde-b1354f90975a', '0c6f7bef-187c-4777-8b4d-26b521694ff7'];

/** The analytics block's field errors, as `path:code`. */
const problems = (analytics: { webAnalyticsId: string; socialPixelId: string }) => {
  const result = AnalyticsIds.safeParse(analytics, { reportInput: true });
  return result.success ? [] : toFieldErrors(result.error.issues, 'en').map((f) => `${f.path}:${f.code}`);
};
const web = (id: string) => problems({ webAnalyticsId: id, socialPixelId: '' });
const pixel = (id: string) => problems({ webAnalyticsId: '', socialPixelId: id });

describe('the web analytics id', () => {
  it.each(GA4)('takes the Google Analytics 4 measurement id %s', (id) => {
    expect(web(id)).toEqual([]);
    expect(analyticsIdKind(id)).toBe('ga4');
  });

  it.each(GTM)('takes the Google Tag Manager container id %s', (id) => {
    expect(web(id)).toEqual([]);
    expect(analyticsIdKind(id)).toBe('gtm');
  });

  it.each([
    ['G-ABC12', 'five characters after G-'],
    ['G-ABCDEF1234567', 'thirteen characters after G-'],
    ['G-ABC_123', 'an underscore'],
    ['G ABC1234', 'a space for the dash'],
    ['GA-ABC1234', 'another prefix'],
    ['GTM-ABC', 'three characters after GTM-'],
    ['GTM-ABCDEF12345', 'eleven characters after GTM-'],
    ['GTM-AB-12', 'a second dash'],
    ['AW-123456789', 'a Google Ads id'],
    ['<script>', 'markup'],
  ])('refuses %s (%s) and says what an id looks like', (id) => {
    expect(web(id)).toEqual(['webAnalyticsId:invalid_web_analytics_id']);
    expect(analyticsIdKind(id)).toBeNull();
  });

  it('names Universal Analytics ids as retired', () => {
    expect(webAnalyticsIdProblem('UA-12345678-1')).toBe('universal_analytics_retired');
    expect(webAnalyticsIdProblem('ua-12345')).toBe('universal_analytics_retired');
  });

  it('says a pixel id belongs in the pixel field', () => {
    for (const id of [...META, ...TIKTOK, ...SNAP]) expect(webAnalyticsIdProblem(id)).toBe('pixel_not_web_analytics');
  });

  it('saves the id trimmed and in upper case', () => {
    const parsed = AnalyticsIds.parse({ webAnalyticsId: '  g-a1b2c3d4e5 ', socialPixelId: '' });
    expect(parsed.webAnalyticsId).toBe('G-A1B2C3D4E5');
    expect(AnalyticsIds.parse({ webAnalyticsId: 'gtm-5xj7qh', socialPixelId: '' }).webAnalyticsId).toBe('GTM-5XJ7QH');
  });
});

describe('the social pixel id', () => {
  it.each(META)('takes the Meta pixel id %s', (id) => {
    expect(pixel(id)).toEqual([]);
    expect(analyticsIdKind(id)).toBe('meta');
  });

  it.each(TIKTOK)('takes the TikTok pixel id %s', (id) => {
    expect(pixel(id)).toEqual([]);
    expect(analyticsIdKind(id)).toBe('tiktok');
  });

  it.each(SNAP)('takes the Snap pixel id %s', (id) => {
    expect(pixel(id)).toEqual([]);
    expect(analyticsIdKind(id)).toBe('snap');
  });

  it.each([
    ['12345678901234', 'fourteen digits'],
    ['12345678901234567', 'seventeen digits'],
    ['12345 678901234', 'a space inside'],
    ['C4D45N9U9OSI64ECRUG', 'a TikTok code of nineteen'],
    ['C4D45N9U9OSI64ECRUG01', 'a TikTok code of twenty-one'],
    ['4CD45N9U9OSI64ECRUG0', 'a TikTok code starting with a digit'],
    ['C4D45N9U9OSI64ECRUG_', 'an underscore'],
    ['cf38dbeb-49ab-4061-afde-b1354f90975', 'a UUID one short'],
    ['gf38dbeb-49ab-4061-afde-b1354f90975a', 'a UUID with a g'],
    ['cf38dbeb49ab4061afdeb1354f90975a', 'a UUID without its dashes'],
  ])('refuses %s (%s) and says what each pixel looks like', (id) => {
    expect(pixel(id)).toEqual(['socialPixelId:invalid_social_pixel_id']);
    expect(analyticsIdKind(id)).toBeNull();
  });

  it('says a Google id belongs in the web analytics field', () => {
    for (const id of [...GA4, ...GTM, 'UA-12345-1']) expect(socialPixelIdProblem(id)).toBe('web_analytics_not_pixel');
  });

  it('saves a TikTok code in upper case and a Snap id in lower case', () => {
    expect(normalizeAnalyticsId(' c4d45n9u9osi64ecrug0 ')).toBe('C4D45N9U9OSI64ECRUG0');
    expect(normalizeAnalyticsId('CF38DBEB-49AB-4061-AFDE-B1354F90975A')).toBe(SNAP[0]);
    expect(analyticsIdKind('CF38DBEB-49AB-4061-AFDE-B1354F90975A')).toBe('snap');
    expect(AnalyticsIds.parse({ webAnalyticsId: '', socialPixelId: 'CF38DBEB-49AB-4061-AFDE-B1354F90975A' }).socialPixelId).toBe(
      SNAP[0],
    );
  });
});

describe('both ids', () => {
  it('are not set when empty or blank', () => {
    expect(problems({ webAnalyticsId: '', socialPixelId: '' })).toEqual([]);
    expect(AnalyticsIds.parse({ webAnalyticsId: '   ', socialPixelId: ' ' })).toEqual({ webAnalyticsId: '', socialPixelId: '' });
    expect(analyticsIdKind('')).toBeNull();
  });

  it('word their errors in Arabic and English', () => {
    const errors = (lang: 'ar' | 'en') =>
      toFieldErrors(AnalyticsIds.safeParse({ webAnalyticsId: 'G-12', socialPixelId: '123' }).error!.issues, lang);
    expect(errors('en').map((e) => e.message)).toEqual([
      expect.stringContaining('Google Analytics 4 measurement ID (G- followed by 6 to 12'),
      expect.stringContaining('Meta pixel ID (15 or 16 digits)'),
    ]);
    expect(errors('ar').map((e) => e.message)).toEqual([
      expect.stringContaining('ويليه 6 إلى 12 حرفًا إنجليزيًا أو رقمًا'),
      expect.stringContaining('من 15 أو 16 رقمًا'),
    ]);
  });

  it('refuse a field the block does not have', () => {
    expect(AnalyticsIds.safeParse({ webAnalyticsId: '', socialPixelId: '', pixel: 'x' }).success).toBe(false);
  });
});

describe('the store config with analytics ids', () => {
  const withIds = (webAnalyticsId: string, socialPixelId: string) => ({
    ...defaultStoreConfig('متجر'),
    analytics: { webAnalyticsId, socialPixelId },
  });

  it('checks both ids by their full path', () => {
    const result = StoreConfig.safeParse(withIds('UA-1234-1', 'G-A1B2C3D4E5'));
    expect(toFieldErrors(result.error!.issues, 'en').map((f) => `${f.path}:${f.code}`)).toEqual([
      'analytics.webAnalyticsId:universal_analytics_retired',
      'analytics.socialPixelId:web_analytics_not_pixel',
    ]);
  });

  it('can be sent back as a response with ids set', () => {
    const config = withIds('G-A1B2C3D4E5', SNAP[0]!);
    expect(z.encode(StoreConfig, config)).toEqual(config);
  });

  it('keeps an id saved under the older, looser rule while it is sent back unchanged', () => {
    const saved = withIds('ua-1234-1', 'ABC123');
    expect(SavedStoreConfig.parse(saved)).toEqual(saved);
    const rules = storeConfigReplacing(saved);
    expect(rules.parse({ ...saved, seo: { ...saved.seo, defaultDescription: 'عطور' } }).analytics).toEqual(saved.analytics);
    expect(rules.parse(withIds(' ua-1234-1 ', 'ABC123')).analytics).toEqual(saved.analytics);
  });

  it('checks a changed id, or one cleared and typed again, with the formats', () => {
    const rules = storeConfigReplacing(withIds('UA-1234-1', 'ABC123'));
    const codes = (config: unknown) => rules.safeParse(config).error?.issues.map((i) => i.message) ?? [];
    expect(codes(withIds('UA-1234-2', 'ABC124'))).toEqual(['universal_analytics_retired', 'invalid_social_pixel_id']);
    expect(rules.parse(withIds('g-a1b2c3d4e5', '')).analytics).toEqual({ webAnalyticsId: 'G-A1B2C3D4E5', socialPixelId: '' });
  });
});
