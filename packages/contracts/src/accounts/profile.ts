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

/** A store's public link (docs/product-rules.md): `https://{domain}.{base}`, or null before it has a domain. */
export function storeUrl(domain: string | null, baseDomain: string): string | null {
  return domain ? `https://${domain}.${baseDomain}` : null;
}
