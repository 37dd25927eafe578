import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';

/**
 * The store colours of the `/store-color` drawer (spec field spelling `coler`). `themePath` is the
 * storefront stylesheet of that colour; the first entry is the default (spec §9: golden yellow).
 */
export const THEME_COLORS = [
  {
    themeId: 'golden',
    colerName: 'أصفر ذهبي',
    colerNameEn: 'Golden yellow',
    colerCode: '#F59E0B',
    themePath: '/themes/golden.css',
  },
  {
    themeId: 'coffee',
    colerName: 'بني قهوة',
    colerNameEn: 'Coffee brown',
    colerCode: '#7C4A1E',
    themePath: '/themes/coffee.css',
  },
  {
    themeId: 'emerald',
    colerName: 'أخضر زمردي',
    colerNameEn: 'Emerald green',
    colerCode: '#059669',
    themePath: '/themes/emerald.css',
  },
  {
    themeId: 'royal-blue',
    colerName: 'أزرق ملكي',
    colerNameEn: 'Royal blue',
    colerCode: '#2563EB',
    themePath: '/themes/royal-blue.css',
  },
  {
    themeId: 'crimson',
    colerName: 'أحمر قرمزي',
    colerNameEn: 'Crimson red',
    colerCode: '#DC2626',
    themePath: '/themes/crimson.css',
  },
  { themeId: 'violet', colerName: 'بنفسجي', colerNameEn: 'Violet', colerCode: '#7C3AED', themePath: '/themes/violet.css' },
  { themeId: 'teal', colerName: 'فيروزي', colerNameEn: 'Teal', colerCode: '#0D9488', themePath: '/themes/teal.css' },
  { themeId: 'rose', colerName: 'وردي', colerNameEn: 'Rose pink', colerCode: '#DB2777', themePath: '/themes/rose.css' },
] as const;

export const THEME_IDS = THEME_COLORS.map((t) => t.themeId) as [ThemeId, ...ThemeId[]];
export type ThemeId = (typeof THEME_COLORS)[number]['themeId'];
export const DEFAULT_THEME_ID: ThemeId = 'golden';

const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, { message: 'invalid_format' });

/** One entry of `GET /store/theme-colors` and the answer of `GET /store/config/theme`. */
export const ThemeColor = z.object({
  themeId: z.enum(THEME_IDS),
  colerName: z.string(),
  colerNameEn: z.string(),
  colerCode: hexColour,
  themePath: z.string(),
});
export type ThemeColor = z.infer<typeof ThemeColor>;

/** The theme as the store config keeps it (spec §3 "info.theme"). */
export const StoreTheme = z.strictObject({
  themeId: z.enum(THEME_IDS),
  colerName: z.string().trim().min(1).max(60),
  colerCode: hexColour,
  themePath: z.string().trim().min(1).max(200),
});
export type StoreTheme = z.infer<typeof StoreTheme>;

export const ChooseThemeInput = z.strictObject({ themeId: z.enum(THEME_IDS) });
export type ChooseThemeInput = z.infer<typeof ChooseThemeInput>;

export const isThemeId = (id: unknown): id is ThemeId => THEME_COLORS.some((t) => t.themeId === id);

/** The catalogue entry of a theme id; undefined when the id is unknown. */
export const themeColorOf = (id: unknown): ThemeColor | undefined => THEME_COLORS.find((t) => t.themeId === id);

/** The config's copy of a known theme: its fields always come from the catalogue. */
export function storeThemeOf(id: ThemeId): StoreTheme {
  const { themeId, colerName, colerCode, themePath } = themeColorOf(id)!;
  return { themeId, colerName, colerCode, themePath };
}

/** The store colours: the choices (any role) and the store's own (admin). */
export const themeEndpoints = {
  colors: endpoint({ method: 'GET', path: '/store/theme-colors', data: z.array(ThemeColor) }),
  current: endpoint({ method: 'GET', path: '/store/config/theme', data: ThemeColor }),
  choose: endpoint({ method: 'POST', path: '/store/config/theme', body: ChooseThemeInput, data: ThemeColor }),
};
