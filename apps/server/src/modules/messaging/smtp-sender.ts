import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { MessagingEncryption, MessagingFailure } from '@souqna/contracts';
import { isPublicAddress } from '../../platform/public-address.ts';

/**
 * A store's own mail server (docs/decisions.md "Messaging"): nodemailer over SMTP with the
 * encryption the merchant chose (SSL: TLS from the first byte; STARTTLS: required, never sent
 * plain; none: plain, no upgrade tried), the store's user name and password, and short timeouts.
 * The host is resolved once and the connection made to that address (its name still checked
 * against the certificate), so a name cannot point the server at itself or its network unless
 * `allowPrivate` says so (a developer's or the tests' local server).
 */
export interface SmtpServer {
  host: string;
  port: number;
  encryption: MessagingEncryption;
  username: string | null;
  /** The opened password (never kept opened longer than one delivery). */
  password: string | null;
}

export interface SmtpPolicy {
  allowPrivate: boolean;
  /** More certificate authorities to trust, beside the system's. */
  extraCa: string | null;
}

/** Why a store's mail server took no message, in the merchant's terms, with its own words. */
export class SmtpFailure extends Error {
  readonly reason: MessagingFailure | 'private_host';
  readonly details: string;
  constructor(reason: MessagingFailure | 'private_host', details: string) {
    super(`${reason}: ${details}`);
    this.reason = reason;
    this.details = details;
  }
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

/** The address to connect to: the host's first, refused when private unless the policy allows it. */
async function addressOf(host: string, policy: SmtpPolicy): Promise<string> {
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, order: 'ipv4first' })).map((a) => a.address);
  } catch (error) {
    throw new SmtpFailure(
      'connection',
      (error as NodeJS.ErrnoException).code === 'ENOTFOUND' ? `${host}: no such host` : String(error),
    );
  }
  if (!policy.allowPrivate && !addresses.every(isPublicAddress)) throw new SmtpFailure('private_host', host);
  return addresses[0]!;
}

async function transportFor(server: SmtpServer, policy: SmtpPolicy): Promise<Transporter> {
  const address = await addressOf(server.host, policy);
  return nodemailer.createTransport({
    host: address,
    port: server.port,
    // The certificate is checked against the name the merchant gave, not the address.
    ...(isIP(server.host) ? {} : { servername: server.host }),
    secure: server.encryption === 'SSL',
    requireTLS: server.encryption === 'STARTTLS',
    ignoreTLS: server.encryption === 'none',
    ...(server.username ? { auth: { user: server.username, pass: server.password ?? '' } } : {}),
    tls: policy.extraCa ? { ca: [...rootCertificates, policy.extraCa] } : {},
    ...TIMEOUTS,
  });
}

const TLS_WORDS = /certificate|self[- ]signed|ssl|tls|wrong version number|handshake|CERT_|ERR_SSL/i;
/** The server's own words, without its reply code's clutter, at most 300 characters. */
const wordsOf = (error: { response?: string; message?: string }) => String(error.response ?? error.message ?? '').slice(0, 300);

/** What went wrong, from nodemailer's error codes (docs: nodemailer `errors.js`) and the server's reply. */
export function smtpFailureOf(error: unknown): SmtpFailure {
  if (error instanceof SmtpFailure) return error;
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string; cause?: unknown };
  const cause = e.cause as { code?: string; message?: string } | undefined;
  const text = `${e.message ?? ''} ${cause?.code ?? ''} ${cause?.message ?? ''}`;
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH' || e.responseCode === 530 || e.responseCode === 535)
    return new SmtpFailure('authentication', wordsOf(e));
  if (e.code === 'ETLS' || e.code === 'EREQUIRETLS' || TLS_WORDS.test(text)) return new SmtpFailure('tls', wordsOf(e));
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'EPROTOCOL'].includes(e.code ?? ''))
    return new SmtpFailure('connection', wordsOf(e));
  return new SmtpFailure('refused', wordsOf(e));
}

/** Sends one message through the store's server; answers the server's message id, or throws `SmtpFailure`. */
export async function sendThroughSmtp(server: SmtpServer, policy: SmtpPolicy, message: SendMailOptions): Promise<string | null> {
  let transport: Transporter | null = null;
  try {
    transport = await transportFor(server, policy);
    const info = (await transport.sendMail(message)) as { messageId?: string };
    return info.messageId ?? null;
  } catch (error) {
    throw smtpFailureOf(error);
  } finally {
    transport?.close();
  }
}
