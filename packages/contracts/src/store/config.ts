import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { AnalyticsIds, SavedAnalyticsIds, analyticsIdsKeeping } from './analytics-ids.ts';
import { imageRef, toE164 } from '../platform/fields.ts';
import { storeCurrency } from './settings.ts';
import { DEFAULT_CURRENCY } from './settings-values.ts';
import { DEFAULT_THEME_ID, StoreTheme, storeThemeOf } from './themes.ts';

/*
 * The store style document of spec §3 ("Store style"), one per store. Every key is always present;
 * an empty string means "not set", so each field has a path the change map can name. Field names
 * follow the spec, misspellings included (`coler`, `catigories`, `ProductsHome`).
 */

/** A text that may be empty, trimmed, of at most `max` characters. */
const text = (max: number) => z.string().trim().max(max);

const isWebLink = (v: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v);
/** A storefront path (`/offers`) but never a protocol-relative `//host` one. */
const isSitePath = (v: string) => v.startsWith('/') && !v.startsWith('//') && !/\s/.test(v);

/** Empty, an http(s) link, or a path of the storefront starting with `/`. */
const siteLink = () => text(500).refine((v) => v === '' || isWebLink(v) || isSitePath(v), { message: 'invalid_url' });
/** Empty or an http(s) link. */
const webLink = () => text(500).refine((v) => v === '' || isWebLink(v), { message: 'invalid_url' });
/** Empty or a phone number already in E.164 (`+9665…`); forms convert what was typed with `toE164`. */
const e164Phone = () => text(16).refine((v) => v === '' || toE164(v) === v, { message: 'invalid_phone' });
const optionalEmail = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'invalid_email' });
/**
 * A WhatsApp contact as saved (a `wa.me` link, or a phone number in E.164) as the chat link a
 * customer opens; null when there is none. The storefront's button and its social link both use it.
 */
export function whatsappChat(value: string): string | null {
  if (!value) return null;
  if (value.startsWith('https://wa.me/')) return value;
  const digits = value.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** Empty, a phone number in E.164, or a `https://wa.me/<number>` link. */
const whatsappLink = () =>
  text(200).refine((v) => v === '' || toE164(v) === v || /^https:\/\/wa\.me\/\d{6,15}(\?[^\s]*)?$/.test(v), {
    message: 'invalid_url',
  });

const unique = (ids: string[]) => new Set(ids).size === ids.length;
const idList = (max: number) => z.array(z.uuid()).max(max).refine(unique, { message: 'invalid_value' });
const keywords = () => z.array(z.string().trim().min(1).max(50)).max(20);

export const HERO_TYPES = ['banner', 'slider', 'video', 'text'] as const;
export type HeroType = (typeof HERO_TYPES)[number];

export const HeroItem = z.strictObject({
  title: text(100),
  subtitle: text(200),
  image: z.nullable(imageRef()),
  link: siteLink(),
});
export type HeroItem = z.infer<typeof HeroItem>;

export const FooterLink = z.strictObject({
  label: z.string().trim().min(1).max(60),
  labelAr: z.string().trim().min(1).max(60),
  href: siteLink().refine((v) => v !== '', { message: 'required' }),
});
export type FooterLink = z.infer<typeof FooterLink>;

const bannerImage = () => z.nullable(imageRef());

export const StoreConfig = z.strictObject({
  info: z.strictObject({
    keywords: keywords(),
    contact: text(200),
    theme: StoreTheme,
  }),
  currency: storeCurrency(),
  contact: z.strictObject({
    email: optionalEmail(),
    phone: e164Phone(),
    whatsapp: whatsappLink(),
  }),
  homepage: z.strictObject({
    hero: z.strictObject({
      type: z.enum(HERO_TYPES),
      content: text(500),
      contentArray: z.array(HeroItem).max(10),
      catigories: idList(12),
      ProductsHome: idList(24),
    }),
    banner: z.strictObject({
      title: text(100),
      subtitle: text(200),
      buttonText: text(40),
      buttonLink: siteLink(),
      mainImage: bannerImage(),
      extraImages: z.tuple([bannerImage(), bannerImage(), bannerImage()]),
    }),
  }),
  footer: z.strictObject({
    title: text(100),
    titleAr: text(100),
    links: z.array(FooterLink).max(20),
  }),
  social: z.strictObject({
    facebook: webLink(),
    twitter: webLink(),
    instagram: webLink(),
    youtube: webLink(),
    tiktok: webLink(),
    snapchat: webLink(),
    whatsapp: whatsappLink(),
  }),
  seo: z.strictObject({
    titleTemplate: z
      .string()
      .trim()
      .min(1, { abort: true })
      .max(120)
      .refine((v) => v.includes('%s'), { message: 'missing_placeholder' }),
    defaultDescription: text(300),
    defaultKeywords: keywords(),
    structuredData: z.boolean(),
  }),
  analytics: AnalyticsIds,
});
export type StoreConfig = z.infer<typeof StoreConfig>;

/**
 * The document as a store holds it: its analytics ids may predate their formats (analytics-ids.ts).
 * What the server answers, and the whole document `POST /store/config/save` takes.
 */
export const SavedStoreConfig = StoreConfig.extend({ analytics: SavedAnalyticsIds });

/** The rules of a document that replaces `saved`: an analytics id it keeps unchanged passes as it is. */
export const storeConfigReplacing = (saved: Pick<StoreConfig, 'analytics'>) =>
  StoreConfig.extend({ analytics: analyticsIdsKeeping(saved.analytics) });

/** `PATCH /store/config`: only the changed paths, each with its new value. */
export const StoreConfigPatch = z.strictObject({
  changes: z.record(z.string().min(1).max(200), z.unknown()),
});
export type StoreConfigPatch = z.infer<typeof StoreConfigPatch>;

/** The document a new store starts with, in Arabic, named after the store when it has a name. */
export function defaultStoreConfig(storeName: string | null): StoreConfig {
  const name = storeName?.trim().slice(0, 100) || 'متجري';
  return {
    info: { keywords: [], contact: '', theme: storeThemeOf(DEFAULT_THEME_ID) },
    currency: DEFAULT_CURRENCY,
    contact: { email: '', phone: '', whatsapp: '' },
    homepage: {
      hero: { type: 'banner', content: `أهلًا بكم في ${name}`, contentArray: [], catigories: [], ProductsHome: [] },
      banner: {
        title: `مرحبًا بكم في ${name}`,
        subtitle: 'اكتشفوا أحدث منتجاتنا بأفضل الأسعار',
        buttonText: 'تسوّق الآن',
        buttonLink: '/products',
        mainImage: null,
        extraImages: [null, null, null],
      },
    },
    footer: {
      title: name,
      titleAr: name,
      links: [
        { label: 'About us', labelAr: 'من نحن', href: '/about' },
        { label: 'Contact us', labelAr: 'تواصل معنا', href: '/contact' },
        { label: 'Returns policy', labelAr: 'سياسة الاستبدال والاسترجاع', href: '/returns' },
      ],
    },
    social: { facebook: '', twitter: '', instagram: '', youtube: '', tiktok: '', snapchat: '', whatsapp: '' },
    seo: { titleTemplate: `%s | ${name}`, defaultDescription: '', defaultKeywords: [], structuredData: true },
    analytics: { webAnalyticsId: '', socialPixelId: '' },
  };
}

/** The store style document (spec §3, §4, §7 "Store config"), the admin role. */
export const configEndpoints = {
  get: endpoint({ method: 'GET', path: '/store/config', data: SavedStoreConfig }),
  /** The changes record of spec §4: each edit by path. */
  patch: endpoint({ method: 'PATCH', path: '/store/config', body: StoreConfigPatch, data: SavedStoreConfig }),
  save: endpoint({ method: 'POST', path: '/store/config/save', body: SavedStoreConfig, data: SavedStoreConfig }),
};
