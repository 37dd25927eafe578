import { PHONE_DEFAULT_REGION } from '@souqna/contracts';
import { isPhoneSupportLoaded, parsePhoneNumberFromString } from '@/lib/phone.ts';

/**
 * A phone as every screen writes it: international, grouped (+966 50 123 4567), however it was
 * typed or stored (docs/decisions.md). A number libphonenumber cannot read is shown as written.
 */
export function phoneText(phone: string): string {
  if (!isPhoneSupportLoaded()) return phone;
  const parsed = parsePhoneNumberFromString(phone, PHONE_DEFAULT_REGION);
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}

/** The phone, isolated left to right inside Arabic text. */
export function PhoneText({ phone }: { phone: string }) {
  return <bdi dir="ltr">{phoneText(phone)}</bdi>;
}
