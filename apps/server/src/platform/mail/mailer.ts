import { desc, eq, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Language } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../ids.ts';
import type { Jobs } from '../jobs.ts';
import { mailMessages } from './tables.ts';
import type { SenderHeaders } from './store-sender.ts';
import { renderMail, type MailTemplate } from './templates.ts';

const QUEUE = 'mail-send';

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export type OutgoingMail = MailTemplate & {
  to: string;
  lang: Language;
  /** A store's own sender (`storeSender`); platform mail leaves it out and goes from `MAIL_FROM`. */
  sender?: SenderHeaders;
  /** What an after-sent step of the template needs to know (e.g. which subscription it answers). */
  meta?: Record<string, string>;
  /** The store whose own mail this is: it goes through the store's mail server when it has one (`routeStoreMail`). */
  storeId?: string;
};

/**
 * A store's own mail server (the messaging module binds it): asked when a store's message is
 * queued, and again as it is delivered, when its password is opened for that delivery only.
 */
export interface StoreMailRoute {
  /** Whether the store's mail goes through its own server now (in the queuing transaction). */
  has(tx: Tx, storeId: string): Promise<boolean>;
  /** Sends the message through the store's server (its sender); false when the store has none any more. */
  send(storeId: string, message: SendMailOptions): Promise<boolean>;
}

/** The meta key naming the store whose server a message goes through. */
const STORE_MAIL = 'storeMail';

/** Runs in the transaction that records a message sent (or, without SMTP, kept in the outbox). */
export type AfterSent = (tx: Tx, meta: Record<string, string>) => Promise<void>;

/** A file a message carries. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Makes the files of a message as it is delivered (an invoice's PDF), from what its meta says. */
export type AttachmentsOf = (meta: Record<string, string>) => Promise<MailAttachment[]>;

const senderMeta = (sender?: SenderHeaders): Record<string, string> =>
  sender
    ? { fromName: sender.from.name, fromAddress: sender.from.address, ...(sender.replyTo ? { replyTo: sender.replyTo } : {}) }
    : {};

/**
 * Mail goes out through the job queue with retries. Each message is first recorded in the same
 * transaction as the change that caused it; without SMTP_URL it is only logged and kept for the
 * development outbox (`/dev/mailbox`).
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly db: Db;
  private readonly jobs: Jobs;
  private readonly options: { smtpUrl?: string; from: string; log: Logger };
  private readonly afterSent = new Map<string, AfterSent>();
  private readonly attachments = new Map<string, AttachmentsOf>();
  private storeRoute: StoreMailRoute | null = null;

  constructor(db: Db, jobs: Jobs, options: { smtpUrl?: string; from: string; log: Logger }) {
    this.db = db;
    this.jobs = jobs;
    this.options = options;
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  async start(): Promise<void> {
    await this.jobs.define<{ id: string }>(QUEUE, ({ id }) => this.deliver(id));
  }

  /** A step to run once a message of `template` is sent, e.g. marking what it announced as done. */
  whenSent(template: MailTemplate['template'], step: AfterSent): void {
    this.afterSent.set(template, step);
  }

  /**
   * The files a message of `template` carries, made each time it is delivered (never kept with the
   * message: the outbox holds its words only).
   */
  attachWith(template: MailTemplate['template'], make: AttachmentsOf): void {
    this.attachments.set(template, make);
  }

  /** Sends each store's own mail through its own server when it has one (docs/decisions.md "Messaging"). */
  routeStoreMail(route: StoreMailRoute): void {
    this.storeRoute = route;
  }

  /** Records the message in the caller's transaction and queues its delivery; answers its id. */
  async send(tx: Tx, mail: OutgoingMail): Promise<string> {
    const rendered = renderMail(mail, mail.lang);
    const id = uuidv7();
    const meta = { ...mail.meta, ...senderMeta(mail.sender), ...(mail.storeId ? { [STORE_MAIL]: mail.storeId } : {}) };
    // Without the platform's server, a store's mail still leaves through the store's own.
    const queued =
      this.transport !== null || (mail.storeId !== undefined && (await this.storeRoute?.has(tx, mail.storeId)) === true);
    await tx.insert(mailMessages).values({
      id,
      to: mail.to,
      ...rendered,
      template: mail.template,
      lang: mail.lang,
      meta,
      status: queued ? 'queued' : 'logged',
    });
    if (queued) {
      await this.jobs.send(tx, QUEUE, { id });
    } else {
      // Neither the address nor the text (it may hold a code): the outbox has them.
      this.options.log.info({ id, template: mail.template }, 'mail kept in the outbox (no SMTP_URL)');
      await this.afterSent.get(mail.template)?.(tx, meta);
    }
    return id;
  }

  private async deliver(id: string): Promise<void> {
    const [message] = await this.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    if (!message || message.status === 'sent') return;
    const storeId = message.meta[STORE_MAIL];
    if (!this.transport && !(storeId && this.storeRoute)) return;
    try {
      const { fromName, fromAddress, replyTo } = message.meta;
      const attachments = (await this.attachments.get(message.template)?.(message.meta)) ?? [];
      const mail: SendMailOptions = {
        from: fromAddress ? { name: fromName ?? '', address: fromAddress } : this.options.from,
        ...(replyTo ? { replyTo } : {}),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments,
      };
      const byStore = storeId && this.storeRoute ? await this.storeRoute.send(storeId, mail) : false;
      if (!byStore) {
        if (!this.transport) {
          // The store's server was removed after the message was queued, and the platform has none: kept in the outbox.
          await this.db.transaction(async (tx) => {
            await tx.update(mailMessages).set({ status: 'logged' }).where(eq(mailMessages.id, id));
            await this.afterSent.get(message.template)?.(tx, message.meta);
          });
          return;
        }
        await this.transport.sendMail(mail);
      }
      await this.db.transaction(async (tx) => {
        await tx
          .update(mailMessages)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailMessages.attempts} + 1`, lastError: null })
          .where(eq(mailMessages.id, id));
        await this.afterSent.get(message.template)?.(tx, message.meta);
      });
    } catch (error) {
      await this.db
        .update(mailMessages)
        .set({ status: 'failed', attempts: sql`${mailMessages.attempts} + 1`, lastError: String(error) })
        .where(eq(mailMessages.id, id));
      this.options.log.warn({ err: error, id }, 'mail delivery failed; the queue will retry');
      throw error;
    }
  }

  recent(limit = 50) {
    return this.db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(limit);
  }

  close(): void {
    this.transport?.close();
  }
}
