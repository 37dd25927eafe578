import type { OrderStatus } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';

/** An order that has just entered a status: when it is made (Pending, then Paid if made paid) and at each move. */
export interface StatusEntered {
  storeId: string;
  orderId: string;
  status: OrderStatus;
}

export type StatusListener = (tx: Tx, entered: StatusEntered) => Promise<void>;

/**
 * The listener of the running server: the invoice e-mailed to the customer on the statuses the
 * store chose (invoices/invoice-mail.ts). Orders move in transactions that have no server at hand,
 * so the server binds it once here, as the restock and issued-document listeners are. Without one
 * (a command-line script), orders move without it.
 */
let listener: StatusListener | null = null;

/** Binds the listener of statuses entered; answers the unbinding. */
export function onStatusEntered(bound: StatusListener): () => void {
  listener = bound;
  return () => {
    if (listener === bound) listener = null;
  };
}

/** Tells the listener, in the transaction that moved the order (a throw undoes the move). */
export async function statusEntered(tx: Tx, entered: StatusEntered): Promise<void> {
  await listener?.(tx, entered);
}
