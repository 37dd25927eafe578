// zod's tree-shakable form: these rules reach the app's first screen (login), where classic zod's
// schema methods and JSON-Schema code would weigh ~9 KB gzip for nothing. Same core, same issues.
import * as z from 'zod/mini';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { hasNullCharacter } from './input-rules.ts';

/** No text holds U+0000 (input-rules.ts; the server refuses it in any input before the schema). */
const noNullCharacter = () => z.refine<string>((v) => !hasNullCharacter(v), { message: 'null_character' });

/** A required, trimmed text of at most `max` characters. */
export const requiredText = ({ max }: { max: number }) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max), noNullCharacter());

/** An optional text of at most `max` characters; empty means absent. */
export const optionalText = ({ max }: { max: number }) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max), noNullCharacter()));

/** An e-mail address, trimmed and lower-cased before it is checked. */
export const emailAddress = () =>
  z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(254)), z.email());

export const PHONE_DEFAULT_REGION: CountryCode = 'SA';

/** The E.164 form of a phone number typed in any common way, or null when it is not a real number. */
export function toE164(input: string, region: CountryCode = PHONE_DEFAULT_REGION): string | null {
  const digits = input.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const phone = parsePhoneNumberFromString(digits, region);
  return phone?.isValid() ? phone.number : null;
}

/** A phone number, validated with libphonenumber and answered in E.164. */
export const phoneNumber = () =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
    z.transform((value: string, ctx) => {
      const e164 = toE164(value);
      if (!e164) {
        ctx.issues.push({ code: 'custom', message: 'invalid_phone', input: value });
        return z.NEVER;
      }
      return e164;
    }),
  );

export const uuid = () => z.uuid();

/** Where uploads are served from: `POST /upload/single` answers paths under it. */
export const UPLOADS_PUBLIC_PATH = '/images/uploads/';

/** A path answered by `POST /upload/single`: an image of this product's own server. */
export const isUploadedImagePath = (v: string) => v.startsWith(UPLOADS_PUBLIC_PATH) && !v.includes('..');

/**
 * A stored image: a path answered by `POST /upload/single`, or an http(s) link to an image
 * elsewhere. Nothing else (no `javascript:`, no data URLs) reaches the database.
 */
export const imageRef = () =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(500),
    z.refine((v) => isUploadedImagePath(v) || /^https?:\/\/[^\s]+$/i.test(v), {
      message: 'invalid_url',
    }),
  );
