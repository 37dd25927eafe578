import { formatMoney, type Language } from '@souqna/contracts';

/**
 * Money in a sentence the server writes (a message, an error, an invoice's PDF): as every screen
 * writes it (contracts' formatMoney), without the direction marks ICU adds, since the text around it
 * or the PDF lays out directions itself. `amount` in major units.
 */
export const moneyText = (amount: number, currency: string, lang: Language): string =>
  formatMoney(amount, currency, lang).replace(/[\u200e\u200f\u061c]/g, '');
