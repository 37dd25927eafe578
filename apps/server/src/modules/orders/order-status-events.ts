import type { OrderStatus } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { BoundListener } from '../../platform/bound-listener.ts';

/** An order that has just entered a status: when it is made (Pending, then Paid if made paid) and at each move, a custom status's too. */
export interface StatusEntered {
  storeId: string;
  orderId: string;
  status: OrderStatus;
  /**
   * The store's custom status entered with it (a stage inside `status`), or null. A move between
   * stages of one status enters the same `status` again, with another `customStatusId`.
   */
  customStatusId?: string | null;
}

export type StatusListener = (tx: Tx, entered: StatusEntered) => Promise<void>;

/** Its listener: the invoice e-mailed on the statuses the store chose (invoices/invoice-mail.ts). */
const statusListener = new BoundListener<StatusListener>();

/** Binds the listener of statuses entered; answers the unbinding. */
export const onStatusEntered = (bound: StatusListener) => statusListener.bind(bound);

/** Tells the listener, in the transaction that moved the order (a throw undoes the move). */
export async function statusEntered(tx: Tx, entered: StatusEntered): Promise<void> {
  await statusListener.current?.(tx, entered);
}

/**
 * Moves orders without telling the listener: the demo's orders, whose customers are made up and
 * must get no mail, seeded before the server listens.
 */
export const withoutStatusListener = <T>(work: () => Promise<T>) => statusListener.without(work);
