import { readFileSync } from 'node:fs';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SecretBox } from '../../platform/sealed-secrets.ts';
import { hasStoreMailServer, storeMailServer, type MessagingDeps } from './messaging-setting.service.ts';
import { sendThroughSmtp } from './smtp-sender.ts';
import { TwilioClient } from './twilio-client.ts';
import { WhatsappClient } from './whatsapp-client.ts';

/** The messaging module's clients and policy, from the server's configuration. */
export function messagingDeps(config: Config, box: SecretBox): MessagingDeps {
  return {
    box,
    twilio: new TwilioClient(config.twilioApiBase),
    whatsapp: new WhatsappClient(config.whatsappApiBase),
    smtp: {
      allowPrivate: config.messagingAllowPrivate,
      extraCa: config.messagingSmtpCaFile ? readFileSync(config.messagingSmtpCaFile, 'utf8') : null,
    },
  };
}

/**
 * Binds the mailer to the stores' own mail servers (docs/decisions.md "Messaging"): a store's mail
 * (its invoices, back-in-stock notices) goes through its server while its e-mail setting is on,
 * from its sender, the password opened for each delivery only; otherwise through the platform's.
 */
export function startStoreMail(mailer: Mailer, db: Db, deps: MessagingDeps): void {
  mailer.routeStoreMail({
    has: (tx, storeId) => hasStoreMailServer(tx, storeId),
    send: async (storeId, message) => {
      const own = await storeMailServer(db, deps, storeId);
      if (!own) return false;
      await sendThroughSmtp(own.server, deps.smtp, { ...message, from: own.from });
      return true;
    },
  });
}
