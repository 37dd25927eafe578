import type { CountryCallingCode, CountryCode, PhoneNumber } from 'libphonenumber-js';

/**
 * Phone numbers without loading libphonenumber on every page. The contracts validate phones with
 * `libphonenumber-js/min`; in the web build that import resolves to this file (vite.config.ts), and
 * the parser with its metadata (about 30 KB gzip) loads only on the pages that read phones
 * (register, profile), before they render. Tests use the real module.
 */
interface PhoneSupport {
  parse: (text: string, region?: CountryCode) => PhoneNumber | undefined;
  callingCode: (region: CountryCode) => CountryCallingCode;
}

let support: PhoneSupport | null = null;

export async function loadPhoneSupport(): Promise<void> {
  if (support) return;
  const [core, metadata] = await Promise.all([import('libphonenumber-js/core'), import('libphonenumber-js/min/metadata')]);
  support = {
    parse: (text, region) =>
      region
        ? core.parsePhoneNumberFromString(text, region, metadata.default)
        : core.parsePhoneNumberFromString(text, metadata.default),
    callingCode: (region) => core.getCountryCallingCode(region, metadata.default),
  };
}

export const isPhoneSupportLoaded = (): boolean => support !== null;

function loaded(): PhoneSupport {
  if (!support) throw new Error('Phone support is not loaded: await loadPhoneSupport() before rendering the page');
  return support;
}

export function parsePhoneNumberFromString(text: string, region?: CountryCode): PhoneNumber | undefined {
  return loaded().parse(text, region);
}

export function getCountryCallingCode(region: CountryCode): CountryCallingCode {
  return loaded().callingCode(region);
}

export default parsePhoneNumberFromString;
