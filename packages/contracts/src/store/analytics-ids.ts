import { z } from 'zod';

/*
 * The two ids of the store config's analytics block (spec §3 "Store style"): the web analytics id
 * and the social pixel id, each checked for its format here, for the server and the forms alike.
 * Why these formats, and what becomes of an id saved before them: docs/decisions.md, "Analytics and
 * pixel ids".
 */

/** Google Analytics 4 (a measurement id) and Google Tag Manager (a container id). */
export const WEB_ANALYTICS_KINDS = ['ga4', 'gtm'] as const;
export type WebAnalyticsKind = (typeof WEB_ANALYTICS_KINDS)[number];
/** The Meta (Facebook and Instagram), TikTok and Snap pixels. */
export const SOCIAL_PIXEL_KINDS = ['meta', 'tiktok', 'snap'] as const;
export type SocialPixelKind = (typeof SOCIAL_PIXEL_KINDS)[number];
export type AnalyticsIdKind = WebAnalyticsKind | SocialPixelKind;

/** Each kind's id as it is saved (see `normalizeAnalyticsId`); no id fits two of them. */
const FORMATS: Record<AnalyticsIdKind, RegExp> = {
  ga4: /^G-[A-Z0-9]{6,12}$/,
  gtm: /^GTM-[A-Z0-9]{4,10}$/,
  meta: /^\d{15,16}$/,
  // TikTok's pixel codes seen in the wild all start with C (C4D45N9U9OSI64ECRUG0); a letter is asked.
  tiktok: /^[A-Z][A-Z0-9]{19}$/,
  snap: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};
const KINDS = Object.keys(FORMATS) as AnalyticsIdKind[];
/** Universal Analytics (UA-12345-1): the Google Analytics before GA4, retired in 2024. */
const UNIVERSAL_ANALYTICS = /^UA-\d+(-\d+)?$/;

/** An id as it is saved: trimmed; a Snap pixel (a UUID) in lower case, any other id in upper case. */
export function normalizeAnalyticsId(id: string): string {
  const trimmed = id.trim();
  const lower = trimmed.toLowerCase();
  return FORMATS.snap.test(lower) ? lower : trimmed.toUpperCase();
}

/** The tool an id belongs to, typed in any case (`'G-ABC1234'` → `'ga4'`); null for none of them. */
export function analyticsIdKind(id: string): AnalyticsIdKind | null {
  const value = normalizeAnalyticsId(id);
  return KINDS.find((kind) => FORMATS[kind].test(value)) ?? null;
}

export const isWebAnalyticsKind = (kind: AnalyticsIdKind | null): kind is WebAnalyticsKind =>
  (WEB_ANALYTICS_KINDS as readonly string[]).includes(kind ?? '');
export const isSocialPixelKind = (kind: AnalyticsIdKind | null): kind is SocialPixelKind =>
  (SOCIAL_PIXEL_KINDS as readonly string[]).includes(kind ?? '');

export type WebAnalyticsIdProblem = 'invalid_web_analytics_id' | 'universal_analytics_retired' | 'pixel_not_web_analytics';
export type SocialPixelIdProblem = 'invalid_social_pixel_id' | 'web_analytics_not_pixel';

/** The field code of what is wrong with a web analytics id; null when it is empty (not set) or right. */
export function webAnalyticsIdProblem(id: string): WebAnalyticsIdProblem | null {
  const value = normalizeAnalyticsId(id);
  const kind = analyticsIdKind(value);
  if (value === '' || isWebAnalyticsKind(kind)) return null;
  if (kind) return 'pixel_not_web_analytics';
  return UNIVERSAL_ANALYTICS.test(value) ? 'universal_analytics_retired' : 'invalid_web_analytics_id';
}

/** The field code of what is wrong with a social pixel id; null when it is empty (not set) or right. */
export function socialPixelIdProblem(id: string): SocialPixelIdProblem | null {
  const value = normalizeAnalyticsId(id);
  const kind = analyticsIdKind(value);
  if (value === '' || isSocialPixelKind(kind)) return null;
  return isWebAnalyticsKind(kind) || UNIVERSAL_ANALYTICS.test(value) ? 'web_analytics_not_pixel' : 'invalid_social_pixel_id';
}

/**
 * One id of the analytics block: empty (not set) or an id of the field's kinds, saved normalised.
 * `kept` is the id saved before these formats: sent back unchanged, it passes as it is.
 */
const idField = (problemOf: (id: string) => string | null, kept: string) =>
  z
    .string()
    .overwrite((v) => (v.trim() === kept ? kept : normalizeAnalyticsId(v)))
    .superRefine((v, ctx) => {
      const problem = v === kept ? null : problemOf(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
    });

/** The analytics block of a document that replaces `saved`: ids it keeps unchanged pass as they are. */
export const analyticsIdsKeeping = (saved: { webAnalyticsId: string; socialPixelId: string }) =>
  z.strictObject({
    webAnalyticsId: idField(webAnalyticsIdProblem, saved.webAnalyticsId),
    socialPixelId: idField(socialPixelIdProblem, saved.socialPixelId),
  });

/** The analytics block: each id empty or in its format. */
export const AnalyticsIds = analyticsIdsKeeping({ webAnalyticsId: '', socialPixelId: '' });
export type AnalyticsIds = z.infer<typeof AnalyticsIds>;

/**
 * The analytics block as a saved document may hold it, and as `POST /store/config/save` takes it:
 * any short text. What a store may save is checked against what it held (`analyticsIdsKeeping`),
 * so an id saved under the looser rule before these formats is still answered.
 */
export const SavedAnalyticsIds = z.strictObject({
  webAnalyticsId: z.string().trim().max(100),
  socialPixelId: z.string().trim().max(100),
});
