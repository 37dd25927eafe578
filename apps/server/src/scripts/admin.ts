/**
 * The platform operator's command: `npm run admin -- <command>`.
 *
 *   stores:pending                              stores waiting for identity review
 *   stores:documents <storeId>                  a store's submission, with signed links to its documents
 *   stores:approve <storeId>                    activate a store (e-mails its owner)
 *   stores:reject <storeId> --reason "<text>"   refuse it with a reason the merchant sees
 *   secrets:reseal                              seal the stores' secrets again with ENCRYPTION_KEY (after a rotation)
 *   withdrawals:pending                         withdrawals and transfers waiting for the operator
 *   withdrawals:approve <payoutId> [--reference "<bank ref>"]   mark one paid
 *   withdrawals:reject <payoutId> --reason "<text>"             refuse it (the amount returns to the wallet)
 *   ledger:adjust <storeId> <amount> --reason "<text>"          a correction entry (negative takes money out)
 *
 * It uses DATABASE_URL, or else the embedded PostgreSQL of DATA_DIR: the running one when the server
 * is up (its port from postmaster.pid, its password from secrets.json), or one started for the command.
 */
import { parseArgs } from 'node:util';
import { toMajor, translateServer } from '@souqna/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { Jobs } from '../platform/jobs.ts';
import { Mailer } from '../platform/mail/mailer.ts';
import { resealMoyasarSecrets } from '../modules/payments/moyasar.service.ts';
import * as review from '../modules/store/review.service.ts';
import * as payouts from '../modules/wallet/payouts.service.ts';
import { resealZatcaSecrets } from '../modules/invoices/zatca-onboarding.ts';
import { resealMessagingSecrets } from '../modules/messaging/messaging-setting.service.ts';
import { resealWebhookSecrets } from '../modules/webhooks/webhook.service.ts';
import { encryptionKey, SecretBox } from '../platform/sealed-secrets.ts';
import { PrivateLinks } from '../platform/uploads/private-links.ts';
import { connect, quiet, readSecrets, UsageError } from './script-database.ts';

const USAGE = `Usage: npm run admin -- <command>
  stores:pending                              list the stores waiting for review
  stores:documents <storeId>                  show a store's submission and links to its documents (valid 1 hour)
  stores:approve <storeId>                    activate a store and e-mail its owner
  stores:reject <storeId> --reason "<text>"   refuse a store with a reason its owner sees
  secrets:reseal                              seal every store's secrets again with ENCRYPTION_KEY (older keys in ENCRYPTION_KEYS_OLD)
  withdrawals:pending                         list the withdrawals and transfers waiting to be paid
  withdrawals:approve <payoutId> [--reference "<bank ref>"]   mark a payout paid
  withdrawals:reject <payoutId> --reason "<text>"             refuse a payout; its amount returns to the store's wallet
  ledger:adjust <storeId> <amount> --reason "<text>"          add a correction to a store's ledger (major units; negative takes out)
                                              a negative amount goes after --: ledger:adjust <storeId> --reason "<text>" -- -25.50`;

const COMMANDS = [
  'stores:pending',
  'stores:documents',
  'stores:approve',
  'stores:reject',
  'secrets:reseal',
  'withdrawals:pending',
  'withdrawals:approve',
  'withdrawals:reject',
  'ledger:adjust',
];
const NEEDS_ID = [
  'stores:approve',
  'stores:reject',
  'stores:documents',
  'withdrawals:approve',
  'withdrawals:reject',
  'ledger:adjust',
];
const NEEDS_REASON = ['stores:reject', 'withdrawals:reject', 'ledger:adjust'];

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { reason: { type: 'string' }, reference: { type: 'string' } },
  });
  const [command = '', storeId, amount] = positionals;
  if (!COMMANDS.includes(command) || (NEEDS_ID.includes(command) && !storeId)) throw new UsageError(USAGE);
  if (storeId && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(storeId))
    throw new UsageError(`Not an id: ${storeId}\n${USAGE}`);
  if (NEEDS_REASON.includes(command) && !values.reason?.trim())
    throw new UsageError(`This command needs --reason "<text>".\n${USAGE}`);
  if (command === 'ledger:adjust' && !Number.isFinite(Number(amount)))
    throw new UsageError(`An adjustment needs an amount.\n${USAGE}`);

  const config = loadConfig();
  const { url, release } = await connect(config);
  const database = openDatabase(url, () => {}, 2);
  const jobs = await Jobs.start(url, quiet);
  try {
    const mailer = new Mailer(database.db, jobs, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: quiet });
    if (config.smtpUrl) await mailer.start();
    if (command === 'secrets:reseal') {
      const local = (await readSecrets(config)).encryptionKey;
      const current = config.encryptionKey ?? (local ? encryptionKey(local) : null);
      if (!current) throw new UsageError(`No encryption key: set ENCRYPTION_KEY as the server has it.`);
      const box = new SecretBox(current, config.olderEncryptionKeys);
      const count =
        (await resealMoyasarSecrets(database.db, box)) +
        (await resealZatcaSecrets(database.db, box)) +
        (await resealMessagingSecrets(database.db, box)) +
        (await resealWebhookSecrets(database.db, box));
      return `Sealed again with the current key: ${count} store setting${count === 1 ? '' : 's'}.`;
    }
    if (command.startsWith('withdrawals:') || command === 'ledger:adjust')
      return await money(database.db, command, storeId!, Number(amount), values);
    const reviewer: review.ReviewOptions = { mailer, appUrl: config.appUrl, storeBaseDomain: config.storeBaseDomain };
    if (command === 'stores:pending') {
      const pending = await review.pending(database.db);
      if (!pending.length) return 'No stores are waiting for review.';
      return [
        ['store id', 'name', 'domain', 'owner e-mail', 'submitted at'].join('\t'),
        ...pending.map((s) =>
          [s.storeId, s.name ?? '-', s.domain ?? '-', s.ownerEmail ?? '-', s.submittedAt.toISOString()].join('\t'),
        ),
      ].join('\n');
    }
    if (command === 'stores:documents') {
      // Links are signed with the server's own secret, so the running server opens them.
      const secret = config.jwtSecret ?? (await readSecrets(config)).jwtSecret;
      if (!secret) throw new UsageError(`No server secret in ${config.dataDir}: set JWT_SECRET as the server has it.`);
      const submission = await review.documents(database.db, storeId!, new PrivateLinks(secret), reviewer);
      return [
        `${submission.name ?? '-'} (${submission.storeId}), ${submission.status}, submitted ${submission.submittedAt.toISOString()}`,
        `identity number ${submission.identityNumber}, born ${submission.birthDate}`,
        ...Object.entries(submission.links).map(([field, link]) => `${field}\t${link}`),
      ].join('\n');
    }
    const outcome =
      command === 'stores:approve'
        ? await review.approve(database.db, storeId!, reviewer)
        : await review.reject(database.db, storeId!, values.reason!, reviewer);
    const verb = outcome.status === 'active' ? 'Approved' : 'Rejected';
    return `${verb} ${outcome.name ?? outcome.storeId} (${outcome.storeId}); the owner ${outcome.ownerEmail} was e-mailed.`;
  } finally {
    await jobs.stop();
    await database.close();
    await release();
  }
}

/** The wallet's operator commands: payouts waiting, paid or refused, and corrections. */
async function money(db: Db, command: string, id: string, amount: number, values: { reason?: string; reference?: string }) {
  if (command === 'withdrawals:pending') {
    const pending = await payouts.pendingPayouts(db);
    if (!pending.length) return 'No withdrawals or transfers are waiting.';
    return [
      ['payout id', 'store id', 'kind', 'amount', 'holder', 'bank', 'iban', 'asked at'].join('\t'),
      ...pending.map((p) =>
        [
          p.id,
          p.storeId,
          p.kind,
          `${toMajor(p.amount, p.currency)} ${p.currency}`,
          p.holderName,
          p.bankName,
          p.iban,
          p.createdAt.toISOString(),
        ].join('\t'),
      ),
    ].join('\n');
  }
  if (command === 'ledger:adjust') {
    const entry = await payouts.adjust(db, id, amount, values.reason!.trim());
    return `Added an adjustment of ${toMajor(entry.amount, entry.currency)} ${entry.currency} to store ${id}.`;
  }
  const decided = await payouts.decidePayout(
    db,
    id,
    command === 'withdrawals:approve'
      ? { paid: true, reference: values.reference?.trim() || null }
      : { paid: false, reason: values.reason!.trim() },
  );
  return `${decided.status === 'paid' ? 'Paid' : 'Refused'} ${decided.kind} ${decided.id}: ${toMajor(decided.amount, decided.currency)} ${decided.currency}.`;
}

// `npm run admin` at the root runs this inside apps/server: read DATA_DIR from where the operator typed it.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

run(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: unknown) => {
    if (error instanceof AppError) console.error(`${error.code}: ${translateServer(error.messageKey, 'en', error.params)}`);
    else console.error(error instanceof Error ? error.message : error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
