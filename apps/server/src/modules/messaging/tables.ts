import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGING_ENCRYPTIONS, MESSAGING_TYPES } from '@souqna/contracts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { storeId } from '../accounts/tables.ts';

/**
 * A store's messaging setting (spec §3 "Messaging setting"; `id` is its public id): its own mail
 * server, its Twilio account or its WhatsApp Cloud API number, one of each type per store. The
 * secret is sealed (platform/sealed-secrets.ts) and kept with its last four characters; the
 * columns a type does not use stay null.
 */
export const messagingSettings = pgTable(
  'messaging_settings',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    type: text('type', { enum: MESSAGING_TYPES }).notNull(),
    configName: text('config_name').notNull(),
    host: text('host'),
    port: integer('port'),
    encryption: text('encryption', { enum: MESSAGING_ENCRYPTIONS }),
    username: text('username'),
    password: text('password'),
    passwordHint: text('password_hint'),
    accountSid: text('account_sid'),
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    senderNumber: text('sender_number'),
    phoneNumberId: text('phone_number_id'),
    templateName: text('template_name'),
    templateLanguage: text('template_language'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('messaging_settings_store_type_key').on(t.storeId, t.type)],
);

/**
 * Each test message a store sent (`POST /messaging-settings/{id}/test` that reached the provider),
 * kept for the hour its limits look back (MESSAGING_TEST_LIMITS): counted here, not in a server's
 * memory, so every instance on the database counts the same tests.
 */
export const messagingTestSends = pgTable(
  'messaging_test_sends',
  {
    id: uuid('id').primaryKey(),
    storeId: storeId(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('messaging_test_sends_store_sent_idx').on(t.storeId, t.sentAt)],
);
