import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';

/** The sentence to show for any failure: the server's own message when there is one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('common:errors.unexpectedText');
}
