import { z } from 'zod';
import { emailAddress, imageRef, phoneNumber, requiredText } from '../platform/fields.ts';

/** `PUT /merchant/profile`: changing the e-mail needs the current password. */
export const ProfileInput = z.strictObject({
  name: requiredText({ max: 100 }),
  email: emailAddress(),
  phone: phoneNumber(),
  avatar: z.nullable(imageRef()),
  currentPassword: z.string().min(1).max(128).optional(),
});
export type ProfileInput = z.input<typeof ProfileInput>;

/**
 * A store's public link, or null before it has a domain: `https://{domain}.{base}`, and on a laptop,
 * where the base is `localhost:{port}`, `http://{domain}.localhost:{port}` (browsers send every
 * `*.localhost` to the machine): the address its storefront answers.
 */
export function storeUrl(domain: string | null, baseDomain: string): string | null {
  return domain ? `${storeScheme(baseDomain)}://${domain}.${baseDomain}` : null;
}

/** The scheme of the stores' links under `baseDomain`: http on a laptop's `localhost:{port}`, else https. */
export const storeScheme = (baseDomain: string): 'http' | 'https' => (/^localhost(:\d+)?$/.test(baseDomain) ? 'http' : 'https');
