import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** A store and its onboarding stage flags (stage of docs/api.md: one per store, its id is `stageId`). */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey(),
    name: text('name'),
    entityType: text('entity_type'),
    description: text('description'),
    logo: text('logo'),
    favicon: text('favicon'),
    /** The store's theme colour (spec §9 default golden yellow); the theme settings change it. */
    colour: text('colour').notNull().default('#F59E0B'),
    domain: text('domain'),
    status: text('status', { enum: ['draft', 'pending', 'active', 'rejected'] })
      .notNull()
      .default('draft'),
    rejectionReason: text('rejection_reason'),
    plan: text('plan', { enum: ['free', 'standard', 'premium'] })
      .notNull()
      .default('free'),
    currency: text('currency').notNull().default('YER'),
    timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
    stageId: uuid('stage_id').notNull(),
    isStoreData: boolean('is_store_data').notNull().default(false),
    isCategories: boolean('is_categories').notNull().default(false),
    isDomain: boolean('is_domain').notNull().default(false),
    isServiceChannel: boolean('is_service_channel').notNull().default(false),
    isWarehouse: boolean('is_warehouse').notNull().default(false),
    isIdentityVerified: boolean('is_identity_verified').notNull().default(false),
    // Store settings (`/setting`) and the sender of the store's own mail (`/email`).
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    digitStyle: text('digit_style', { enum: ['latin', 'arabic'] })
      .notNull()
      .default('latin'),
    /** The store's VAT registration number (ZATCA), on its tax invoices; null when not registered. */
    vatNumber: text('vat_number'),
    /** Whether shipping and the cash-on-delivery fee carry VAT; null: as the VAT number says (on when the store has one). */
    taxShipping: boolean('tax_shipping'),
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_domain_key')
      .on(t.domain)
      .where(sql`${t.domain} is not null`),
  ],
);

/**
 * Whether the store charges VAT on shipping and the cash-on-delivery fee (docs/product-rules.md
 * "VAT"): as it chose, else when it is registered for VAT (a delivery charged to the buyer follows
 * the goods).
 */
export const storeTaxesShipping = (store: { taxShipping: boolean | null; vatNumber: string | null }): boolean =>
  store.taxShipping ?? store.vatNumber !== null;

/** The `store_id` of a store-owned row: every such row goes with its store. */
export const storeId = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });
export const storeMembers = pgTable(
  'store_members',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'manager'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] }), index('store_members_user_idx').on(t.userId)],
);

/** One-time codes sent by e-mail: registration (10 min, 5 tries) and password reset (30 min). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Failed-login counters per e-mail and per address, kept in PostgreSQL so every instance sees them. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockCount: integer('lock_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
