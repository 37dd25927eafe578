/**
 * The platform operator's command: `npm run admin -- <command>`.
 *
 *   stores:pending                              stores waiting for identity review
 *   stores:documents <storeId>                  a store's submission, with signed links to its documents
 *   stores:approve <storeId>                    activate a store (e-mails its owner)
 *   stores:reject <storeId> --reason "<text>"   refuse it with a reason the merchant sees
 *   secrets:reseal                              seal the stores' secrets again with ENCRYPTION_KEY (after a rotation)
 *
 * It uses DATABASE_URL, or else the embedded PostgreSQL of DATA_DIR: the running one when the server
 * is up (its port from postmaster.pid, its password from secrets.json), or one started for the command.
 */
import { parseArgs } from 'node:util';
import { translateServer } from '@souqna/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { Jobs } from '../platform/jobs.ts';
import { Mailer } from '../platform/mail/mailer.ts';
import { resealMoyasarSecrets } from '../modules/payments/moyasar.service.ts';
import * as review from '../modules/store/review.service.ts';
import { encryptionKey, SecretBox } from '../platform/sealed-secrets.ts';
import { PrivateLinks } from '../platform/uploads/private-links.ts';
import { connect, quiet, readSecrets, UsageError } from './script-database.ts';

const USAGE = `Usage: npm run admin -- <command>
  stores:pending                              list the stores waiting for review
  stores:documents <storeId>                  show a store's submission and links to its documents (valid 1 hour)
  stores:approve <storeId>                    activate a store and e-mail its owner
  stores:reject <storeId> --reason "<text>"   refuse a store with a reason its owner sees
  secrets:reseal                              seal every store's secrets again with ENCRYPTION_KEY (older keys in ENCRYPTION_KEYS_OLD)`;

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { reason: { type: 'string' } } });
  const [command, storeId] = positionals;
  const needsStore = command === 'stores:approve' || command === 'stores:reject' || command === 'stores:documents';
  if (
    !['stores:pending', 'stores:documents', 'stores:approve', 'stores:reject', 'secrets:reseal'].includes(command ?? '') ||
    (needsStore && !storeId)
  )
    throw new UsageError(USAGE);
  if (command === 'stores:reject' && !values.reason?.trim())
    throw new UsageError(`A rejection needs --reason "<text>".\n${USAGE}`);

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
      const count = await resealMoyasarSecrets(database.db, new SecretBox(current, config.olderEncryptionKeys));
      return `Sealed again with the current key: ${count} store setting${count === 1 ? '' : 's'}.`;
    }
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
