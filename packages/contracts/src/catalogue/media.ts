import { z } from 'zod';
import { imageRef } from '../platform/fields.ts';

/** docs/product-rules.md "Catalogue": at most 20 media items per product. */
export const MEDIA_MAX = 20;
export const MEDIA_ALT_MAX = 200;

const VIDEO_LINK = /^https?:\/\/[^\s]+$/i;

/**
 * One media item as the form sends it (spec §3 Media item). Exactly one of `imageUrl` and
 * `videoUrl` makes an item; one with neither or both is ignored (spec §5), so both are optional
 * here and `normalizeMedia` drops such items instead of refusing the product.
 */
export const MediaItemInput = z.strictObject({
  imageId: z.string().trim().max(100).nullable().optional(),
  imageUrl: z.nullable(z.optional(imageRef())),
  videoUrl: z
    .string()
    .trim()
    .max(500)
    .refine((v) => VIDEO_LINK.test(v), { message: 'invalid_url' })
    .nullable()
    .optional(),
  altText: z.string().trim().max(MEDIA_ALT_MAX).nullable().optional(),
  isMain: z.boolean().default(false),
  displayOrder: z.number().int().min(1).optional(),
});
export type MediaItemInput = z.input<typeof MediaItemInput>;

/** A media item as stored and answered: a real item, numbered, main or not. */
export interface MediaItem {
  imageId: string | null;
  type: 'image' | 'video';
  imageUrl: string | null;
  videoUrl: string | null;
  altText: string | null;
  isMain: boolean;
  displayOrder: number;
}
export const MediaItem = z.object({
  imageId: z.string().nullable(),
  type: z.enum(['image', 'video']),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  altText: z.string().nullable(),
  isMain: z.boolean(),
  displayOrder: z.number().int(),
});

/** What makes an item (spec §5): exactly one of an image and a video link. */
export function isMediaItem(item: { imageUrl?: string | null; videoUrl?: string | null }): boolean {
  return Boolean(item.imageUrl) !== Boolean(item.videoUrl);
}

/** Display order renumbered 1..n in list order (spec §4, §9). */
const renumber = (items: MediaItem[]): MediaItem[] => items.map((item, i) => ({ ...item, displayOrder: i + 1 }));

/** Exactly one main: the first item flagged main, else the first item. */
function oneMain(items: MediaItem[]): MediaItem[] {
  const main = Math.max(
    0,
    items.findIndex((i) => i.isMain),
  );
  return items.map((item, i) => ({ ...item, isMain: items.length > 0 && i === main }));
}

const toItem = (input: z.output<typeof MediaItemInput>): MediaItem => ({
  imageId: input.imageId ?? null,
  type: input.imageUrl ? 'image' : 'video',
  imageUrl: input.imageUrl ?? null,
  videoUrl: input.videoUrl ?? null,
  altText: input.altText || null,
  isMain: input.isMain,
  displayOrder: input.displayOrder ?? 0,
});

/**
 * A gallery from what a client sent: items with neither or both links dropped, ordered by their
 * `displayOrder` (then as sent), exactly one main, renumbered 1..n. The server stores this.
 */
export function normalizeMedia(inputs: readonly z.output<typeof MediaItemInput>[]): MediaItem[] {
  const items = inputs
    .filter(isMediaItem)
    .map((input, sent) => ({ item: toItem(input), sent }))
    .sort((a, b) => (a.item.displayOrder || a.sent + 1) - (b.item.displayOrder || b.sent + 1) || a.sent - b.sent)
    .map(({ item }) => item);
  return renumber(oneMain(items));
}

/** Adds an item at the end: the first one becomes main; one added as main takes it from the others. */
export function addMedia(items: readonly MediaItem[], added: Omit<MediaItem, 'displayOrder' | 'type'>): MediaItem[] {
  if (!isMediaItem(added)) return [...items];
  const item: MediaItem = { ...added, type: added.imageUrl ? 'image' : 'video', displayOrder: 0 };
  const next = added.isMain ? [...items.map((i) => ({ ...i, isMain: false })), item] : [...items, item];
  return renumber(oneMain(next));
}

/** Makes item `index` the main one and clears the others; an index out of range changes nothing. */
export function setMainMedia(items: readonly MediaItem[], index: number): MediaItem[] {
  if (index < 0 || index >= items.length) return [...items];
  return items.map((item, i) => ({ ...item, isMain: i === index }));
}

/** Deletes item `index`; deleting the main makes the first remaining item main. */
export function removeMedia(items: readonly MediaItem[], index: number): MediaItem[] {
  if (index < 0 || index >= items.length) return [...items];
  return renumber(oneMain(items.filter((_, i) => i !== index)));
}

/** Moves item `from` to position `to` (a drag), keeping the main item main. */
export function moveMedia(items: readonly MediaItem[], from: number, to: number): MediaItem[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumber(next);
}

/** The gallery's images and its main image's link (spec §3: images (url, isMain) and mainImageUrl). */
export function galleryOf(items: readonly MediaItem[]): {
  images: { url: string; isMain: boolean }[];
  mainImageUrl: string | null;
} {
  const images = items.filter((i) => i.imageUrl).map((i) => ({ url: i.imageUrl!, isMain: i.isMain }));
  return { images, mainImageUrl: images.find((i) => i.isMain)?.url ?? images[0]?.url ?? null };
}
