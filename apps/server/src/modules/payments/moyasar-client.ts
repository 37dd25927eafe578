import { AppError } from '../../platform/errors.ts';
import { callService } from '../../platform/outbound.ts';

/**
 * Moyasar's REST API (https://api.moyasar.com/v1, or `MOYASAR_API_BASE`: the tests' local server),
 * reached with each store's own secret key by HTTP Basic authentication: invoices (a hosted page
 * that takes mada, cards and Apple Pay) and payments. Moyasar unreachable, or refusing, becomes a
 * 409 the merchant can read; a key it refuses is told apart, so a form can say so on its field.
 */
export interface MoyasarInvoice {
  id: string;
  url: string;
  status: string;
  amount: number;
  currency: string;
  expired_at?: string | null;
}

export interface MoyasarPayment {
  id: string;
  status: string;
  amount: number;
  /** Moyasar's fee for it, in the same minor units. */
  fee?: number;
  currency: string;
  invoice_id?: string | null;
}

export class KeyRefused extends Error {}

export class MoyasarClient {
  private readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  private async call<T>(secretKey: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const answer = await callService(`${this.base}${path}`, {
      method,
      headers: { authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` },
      body,
    });
    if (!answer.reached) throw new AppError('CONFLICT', 'moyasar.unreachable');
    if (answer.status === 401) throw new KeyRefused();
    // Refused, or an answer that is not Moyasar's JSON.
    if (answer.status < 200 || answer.status > 299 || answer.body === undefined)
      throw new AppError('CONFLICT', 'moyasar.refused');
    return answer.body as T;
  }

  /** Whether Moyasar takes the key (a list of one invoice: it changes nothing). */
  async acceptsKey(secretKey: string): Promise<boolean> {
    try {
      await this.call(secretKey, 'GET', '/v1/invoices?per=1');
      return true;
    } catch (error) {
      if (error instanceof KeyRefused) return false;
      throw error;
    }
  }

  /** A hosted invoice of `amount` minor units; Moyasar notifies the store's webhook when it is paid. */
  async createInvoice(
    secretKey: string,
    input: {
      amount: number;
      currency: string;
      description: string;
      successUrl: string;
      backUrl: string;
      metadata: Record<string, string>;
    },
  ): Promise<MoyasarInvoice> {
    return this.keyed(() =>
      this.call<MoyasarInvoice>(secretKey, 'POST', '/v1/invoices', {
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        success_url: input.successUrl,
        back_url: input.backUrl,
        metadata: input.metadata,
      }),
    );
  }

  /** The payment as Moyasar has it: a notification is believed only once Moyasar says the same. */
  payment(secretKey: string, id: string): Promise<MoyasarPayment> {
    return this.keyed(() => this.call<MoyasarPayment>(secretKey, 'GET', `/v1/payments/${encodeURIComponent(id)}`));
  }

  /** A key refused after it was saved (revoked in Moyasar): the merchant reads that Moyasar refused. */
  private async keyed<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof KeyRefused) throw new AppError('CONFLICT', 'moyasar.refused');
      throw error;
    }
  }
}
