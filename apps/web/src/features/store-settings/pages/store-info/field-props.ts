import type { ChangeEvent } from 'react';
import type { StoreInfoForm } from './use-store-info-form.ts';

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/** A text input bound to a style path: its value, its edit through the change map, its error. */
export function textProps(form: StoreInfoForm, path: string) {
  const value = form.value(path);
  return {
    value: typeof value === 'string' ? value : '',
    onChange: (event: TextChange) => form.edit(path, event.currentTarget.value),
    error: form.errorOf(path),
  };
}

/** An image slot bound to a style path (null when empty). */
export function imageProps(form: StoreInfoForm, path: string) {
  const value = form.value(path);
  return {
    value: typeof value === 'string' ? value : null,
    onChange: (next: string | null) => form.edit(path, next),
    error: form.errorOf(path),
  };
}

/** Links, ids and e-mails read left to right inside Arabic pages. */
export const ltr = { dir: 'ltr' } as const;
