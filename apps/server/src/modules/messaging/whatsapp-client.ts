import { callService } from '../../platform/outbound.ts';
import type { SendResult } from './twilio-client.ts';

/**
 * WhatsApp through Meta's WhatsApp Cloud API (https://graph.facebook.com, or `WHATSAPP_API_BASE`:
 * the tests' local server), reached with the store's own access token as a bearer token:
 * `POST /v21.0/{phone-number-id}/messages`. A message a business starts must be an approved
 * template, so the test is one (Meta's `hello_world` unless the store names its own).
 */
export const GRAPH_VERSION = 'v21.0';

export interface WhatsappNumber {
  phoneNumberId: string;
  accessToken: string;
}

/** Meta's error body: `{ error: { message, type, code, error_subcode, error_data: { details }, fbtrace_id } }`. */
interface GraphError {
  error?: { message?: string; type?: string; code?: number; error_data?: { details?: string } };
}

/** OAuthException codes: 190 an invalid or expired token, 10 and 200-299 a permission it lacks. */
const isAuthCode = (code: number | undefined) => code === 190 || code === 10 || (code !== undefined && code >= 200 && code < 300);

export class WhatsappClient {
  private readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  /** `parameters` fill the template's body `{{1}}`, `{{2}}`… in order (none for a template without). */
  async sendTemplate(
    number: WhatsappNumber,
    message: { to: string; template: string; language: string; parameters?: readonly string[] },
  ): Promise<SendResult> {
    const components = message.parameters?.length
      ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }]
      : undefined;
    const answer = await callService(`${this.base}/${GRAPH_VERSION}/${encodeURIComponent(number.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${number.accessToken}` },
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // The Cloud API takes the number without its plus.
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        template: { name: message.template, language: { code: message.language }, ...(components ? { components } : {}) },
      },
    });
    if (!answer.reached) return { sent: false, reason: 'connection', details: '' };
    const body = answer.body as (GraphError & { messages?: { id?: string }[] }) | undefined;
    if (answer.status >= 200 && answer.status < 300)
      return { sent: true, id: typeof body?.messages?.[0]?.id === 'string' ? body.messages[0].id : null };
    const error = body?.error;
    const details = [error?.message, error?.error_data?.details].filter(Boolean).join(' — ').slice(0, 300);
    if (answer.status === 401 || (error?.type === 'OAuthException' && isAuthCode(error.code)))
      return { sent: false, reason: 'authentication', details };
    if (answer.status >= 500 || !error) return { sent: false, reason: 'connection', details: details || `HTTP ${answer.status}` };
    return { sent: false, reason: 'refused', details };
  }
}
