import type { EmailSender } from '@souqna/contracts';

export interface SenderHeaders {
  from: { name: string; address: string };
  replyTo?: string;
}

/**
 * The sender of mail a store sends in its own name (order mail, issue 5): the store's sender name on
 * the platform's address, so SPF and DMARC still pass, and replies going to the store's address.
 * Platform mail (codes, password resets) keeps `MAIL_FROM` unchanged.
 */
export function storeSender(mailFrom: string, sender: EmailSender): SenderHeaders {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailFrom);
  const platformName = match ? match[1]!.replace(/^"|"$/g, '') : '';
  const address = match ? match[2]!.trim() : mailFrom.trim();
  return {
    from: { name: sender.senderName ?? platformName, address },
    ...(sender.senderEmail ? { replyTo: sender.senderEmail } : {}),
  };
}
