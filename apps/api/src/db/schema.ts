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
    phone: text('phone'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email).where(sql`${t.email} is not null`)],
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
