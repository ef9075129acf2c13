import type { LanguageCode } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../lib/localized-text.ts';
import type { StoredThemeConfig } from '../modules/theme/stored-theme-config.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Guests, customers and staff. A guest is an anonymous customer that registration upgrades. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    role: text('role', { enum: ['guest', 'customer', 'staff'] }).notNull(),
    displayName: text('display_name'),
    /** Stored lower-cased; unique among accounts that have one. */
    email: text('email'),
    /** E.164 (normalised by the API); unique among accounts that have one. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    avatarPath: text('avatar_path').notNull().default(''),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_key').on(t.phone).where(sql`${t.phone} is not null`),
  ],
);

/**
 * A login session: one refresh-token family. Revoking it (logout, reuse of an old refresh
 * token, ending an impersonation) ends every token of the family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when staff act as this session's user (spec 6: impersonation). */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once and replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/** Spec 3 Theme config, one per tenant / web app / slot (spec 9: 1, 1, 1). */
export const themeConfigs = pgTable(
  'theme_configs',
  {
    tenantId: integer('tenant_id').notNull(),
    webAppId: integer('web_app_id').notNull(),
    slot: integer('slot').notNull(),
    config: jsonb('config').$type<StoredThemeConfig>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.webAppId, t.slot] })],
);

export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    route: text('route').notNull(),
    icon: text('icon'),
    openInNewTab: boolean('open_in_new_tab').notNull().default(false),
    allowGuestUser: boolean('allow_guest_user').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('menu_items_menu_id_idx').on(t.menuId, t.sortOrder)],
);

/** Spec 3 Language. */
export const languages = pgTable('languages', {
  langId: text('lang_id').$type<LanguageCode>().primaryKey(),
  language: text('language').notNull(),
  dir: text('dir', { enum: ['ltr', 'rtl'] }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A translation area (spec 9: 'ui.prisma') and its catalogue version, raised on every change. */
export const translationAreas = pgTable('translation_areas', {
  area: text('area').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * Spec 3 Translation. `version` is the area's version in which the value last changed.
 */
export const translations = pgTable(
  'translations',
  {
    area: text('area').notNull(),
    langId: text('lang_id')
      .$type<LanguageCode>()
      .notNull()
      .references(() => languages.langId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.langId, t.key] })],
);

/**
 * Failed sign-ins per account key (the lower-cased email), whether or not an account has that
 * email, so a lock-out does not reveal which emails exist. Shared by every API instance.
 */
export const loginFailures = pgTable('login_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Single-use, expiring password reset tokens, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** One-time phone verification codes (hashed), with an attempt counter and an expiry. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verifications_user_phone_idx').on(t.userId, t.phone, t.createdAt)],
);

/**
 * Every outgoing email and SMS. The default transport only records here (and logs); with SMTP
 * configured the row also records the delivery. The development outbox page reads it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * What staff did while impersonating (issue: "every action is recorded with both ids"). No
 * foreign keys: the record outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: createdAt(),
    /** The staff member. */
    actorId: uuid('actor_id').notNull(),
    /** The customer acted as. */
    subjectId: uuid('subject_id').notNull(),
    sessionId: uuid('session_id'),
    action: text('action').notNull(),
    method: text('method'),
    path: text('path'),
    statusCode: integer('status_code'),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_subject_idx').on(t.subjectId, t.at),
  ],
);
