import type { LanguageCode } from '@storefront/contracts';
import { ORDER_ACTORS, ORDER_STATUSES } from '@storefront/contracts/order-status';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../lib/localized-text.ts';
import type { StoredHomeLayout } from '../modules/catalogue/home/stored-home-layout.ts';
import type { StoredPageContent } from '../modules/content/stored-page-content.ts';
import type { StoredThemeConfig } from '../modules/theme/stored-theme-config.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** An amount in fils that sums lines: bigint in the database, a safe integer in JavaScript. */
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A back-office role and what it may do (contracts staff.ts PERMISSIONS). The preset roles
 * (owner, catalogue, orders, support) are seeded by the migration that made this table.
 */
export const staffRoles = pgTable('staff_roles', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  permissions: text('permissions').array().notNull(),
});

/** Guests, customers and staff. A guest is an anonymous customer that registration upgrades. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    role: text('role', { enum: ['guest', 'customer', 'staff'] }).notNull(),
    /** A staff member's role in the back office; set exactly when `role` is staff. */
    staffRoleId: text('staff_role_id').references(() => staffRoles.id, { onDelete: 'restrict' }),
    /** A deactivated account (staff or customer) cannot sign in, and its sessions were revoked. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
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
    check('users_staff_role_check', sql`(${t.role} = 'staff') = (${t.staffRoleId} is not null)`),
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

/**
 * The theme's versions (issue 28): at most one draft (what the owner is editing, shown only in
 * the preview), at most one scheduled (to be published at `publish_at` by the job queue), and
 * every version ever published. `theme_configs` holds what shoppers see; publishing a version
 * copies it there.
 */
export const themeVersions = pgTable(
  'theme_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    state: text('state', { enum: ['draft', 'scheduled', 'published'] }).notNull(),
    config: jsonb('config').$type<StoredThemeConfig>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved the draft or published it; null for the theme the shop started with. */
    staffId: uuid('staff_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    restoredFrom: integer('restored_from'),
    /** A scheduled version's moment (UTC). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('theme_versions_one_draft').on(t.state).where(sql`${t.state} = 'draft'`),
    uniqueIndex('theme_versions_one_scheduled').on(t.state).where(sql`${t.state} = 'scheduled'`),
  ],
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
 * The shop's own words for a UI string (issue 28), over the shipped catalogue: `translations`
 * holds what shoppers see (this text where there is one), and every start rebuilds it from the
 * shipped catalogues with these on top, so a new release never overwrites a merchant's words.
 */
export const translationEdits = pgTable(
  'translation_edits',
  {
    area: text('area').notNull(),
    langId: text('lang_id')
      .$type<LanguageCode>()
      .notNull()
      .references(() => languages.langId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
 * Every outgoing email and SMS. Without a transport a message is only recorded here (and
 * logged); with SMTP configured an email is queued, and the job queue delivers it and records
 * how it went (lib/messaging/delivery.ts). The development outbox page reads it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The HTML part of an email that has one (order emails); body is its plain part. */
    html: text('html'),
    createdAt: createdAt(),
    /**
     * held: kept in the outbox only (no transport for it); queued: a job will deliver it;
     * sent; failed: every try failed (error says the last reason).
     */
    status: text('status', { enum: ['held', 'queued', 'sent', 'failed'] })
      .notNull()
      .default('held'),
    /** Delivery tries so far. */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the last try failed. */
    error: text('error'),
    /**
     * Set by a sender that may run twice (a retried job): a second message with the same key is
     * not recorded. Null for the rest.
     */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    uniqueIndex('outbox_messages_dedupe_key_idx').on(t.dedupeKey),
    // The pruning of sent messages (issue 26) walks the oldest sent ones.
    index('outbox_messages_sent_idx').on(t.sentAt).where(sql`${t.status} = 'sent'`),
  ],
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

// ---------------------------------------------------------------------------------------------
// Catalogue (issue 3). Shopper-facing text is LocalizedText (en always, ar where we have it);
// money is integer fils (decision 4).

type CatalogueLanguage = 'en' | 'ar';

/**
 * Stored files: product pictures (generated by the seed) and uploads (POST files). The row is what
 * the API trusts (type, size, dimensions); an upload's bytes are in file_blobs, a seed picture's
 * are drawn from its key and name (modules/files/storage.ts).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    /** The file's path, e.g. `seed/electronics/12.svg`; the public URL is /files/<key>. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    /** Sniffed from the bytes on upload, not taken from the client. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Set for images. */
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('files_storage_key_key').on(t.storageKey),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);

/** Bytes as a Buffer from either driver (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of an uploaded file, in the database every instance reads (decision 46), apart from
 * its row so that reading rows (metadata, the catalogue's pictures) never carries them.
 */
export const fileBlobs = pgTable('file_blobs', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * The category tree. `path` holds the ids from the top-level category down to this one
 * (itself included), so "category 1 and everything under it" is `path @> array[1]`, which the
 * GIN index serves (`1 = any(path)` means the same but cannot use an index).
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({ en: '' }),
    pictureId: uuid('picture_id').references(() => files.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    path: integer('path').array().notNull(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.sortOrder),
    index('categories_path_gin').using('gin', t.path),
  ],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  logoId: uuid('logo_id').references(() => files.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A product. `price`, `old_price` and `active_qty` are denormalised from the variations when it
 * has any (the lowest variation's price with its old price; the sum of their stock), so lists,
 * filters and sorts read one row. `category_path` is the category's `path`, copied: filter
 * with `category_path @> array[id]` (GIN).
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sku: text('sku').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({ en: '' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    categoryPath: integer('category_path').array().notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    activeQty: integer('active_qty').notNull().default(0),
    published: boolean('published').notNull().default(true),
    isGrouped: boolean('is_grouped').notNull().default(false),
    seoTitle: jsonb('seo_title').$type<LocalizedText>().notNull().default({ en: '' }),
    seoDescription: jsonb('seo_description').$type<LocalizedText>().notNull().default({ en: '' }),
    /** Archived products are unpublished and left out of the back office's default list. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    // SKUs are compared in any case (the editor's and the import's checks, an import's handles).
    index('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('products_category_path_gin').using('gin', t.categoryPath),
    index('products_published_price_idx').on(t.published, t.price),
    index('products_brand_idx').on(t.brandId),
    index('products_created_at_idx').on(t.createdAt),
    // Lists and searches with keep_out_of_stock_at_end (the demo default) order by stock first;
    // these follow that order, so a page is read from the index instead of sorted in memory.
    index('products_browse_idx')
      .on(sql`(${t.activeQty} > 0) desc`, t.createdAt.desc(), t.id)
      .where(sql`${t.published}`),
    index('products_browse_price_idx')
      .on(sql`(${t.activeQty} > 0) desc`, t.price, t.id)
      .where(sql`${t.published}`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_old_price_check', sql`${t.oldPrice} is null or ${t.oldPrice} >= 0`),
    check('products_active_qty_check', sql`${t.activeQty} >= 0`),
  ],
);

/**
 * A product's pictures, in `sort_order`. A picture with a `variation_id` shows that variation
 * (a colour), and the product page shows it when that variation is chosen; one without belongs to
 * the product, every variation alike (decision 51). The variation must be one of the product's
 * own: the key (product_id, variation_id) references variations (product_id, id).
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({ en: '' }),
    variationId: integer('variation_id'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.sortOrder] }),
    index('product_pictures_file_idx').on(t.fileId),
    foreignKey({
      name: 'product_pictures_variation_fk',
      columns: [t.productId, t.variationId],
      foreignColumns: [variations.productId, variations.id],
    }).onDelete('cascade'),
  ],
);

/** What a product's variations differ by: size (text) or colour (with a swatch). */
export const attributes = pgTable('attributes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  kind: text('kind', { enum: ['text', 'color'] }).notNull(),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<LocalizedText>().notNull(),
    /** `#rrggbb` for colour attributes. */
    colorHex: text('color_hex'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('attribute_values_attribute_idx').on(t.attributeId, t.sortOrder),
    check(
      'attribute_values_color_hex_check',
      sql`${t.colorHex} is null or ${t.colorHex} ~ '^#[0-9a-fA-F]{6}$'`,
    ),
  ],
);

/** The attributes a product varies by, in the order the product page shows them. */
export const productAttributes = pgTable(
  'product_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

/** One sellable combination of a product's attribute values, with its own price and stock. */
export const variations = pgTable(
  'variations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    activeQty: integer('active_qty').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variations_sku_key').on(t.sku),
    index('variations_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('variations_product_idx').on(t.productId),
    // What product_pictures' variation key references: a variation of that very product.
    unique('variations_product_id_key').on(t.productId, t.id),
    check('variations_price_check', sql`${t.price} >= 0`),
    check('variations_old_price_check', sql`${t.oldPrice} is null or ${t.oldPrice} >= 0`),
    // ARCHITECTURE: stock never goes negative, whatever the caller does.
    check('variations_active_qty_check', sql`${t.activeQty} >= 0`),
  ],
);

/** A variation's value for each attribute of its product. */
export const variationValues = pgTable(
  'variation_values',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.variationId, t.attributeId] }),
    index('variation_values_value_idx').on(t.valueId),
  ],
);

/** A grouped product (a bundle) and the products it groups. */
export const groupedProducts = pgTable(
  'grouped_products',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.productId] }),
    index('grouped_products_product_idx').on(t.productId),
  ],
);

/**
 * The normalised words of each product's name per language (lib/search-text.ts), for suggest and
 * keyword search by word prefix. `text_pattern_ops` lets `term like 'abc%'` use the index whatever
 * the database's collation (PGlite and PostgreSQL alike).
 */
export const productSearchTerms = pgTable(
  'product_search_terms',
  {
    lang: text('lang').$type<CatalogueLanguage>().notNull(),
    term: text('term').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.term, t.productId] }),
    index('product_search_terms_prefix_idx').on(t.lang, t.term.op('text_pattern_ops'), t.productId),
    // Suggest checks each candidate product's words: index-only with lang and term in it.
    index('product_search_terms_product_idx').on(t.productId, t.lang, t.term),
  ],
);

/** Data lists compose the home page: lists of products or of categories, in groups. */
export const dataLists = pgTable('data_lists', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  kind: text('kind', { enum: ['product', 'category'] }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
});

export const dataListGroups = pgTable(
  'data_list_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => dataLists.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('data_list_groups_list_idx').on(t.listId, t.sortOrder)],
);

/**
 * The home page's next layout (issue 28): the back office's draft of every data list, group and
 * item, in order, as one value; published now or at `publish_at` by the job queue. One row.
 */
export const homeDrafts = pgTable('home_drafts', {
  id: integer('id').primaryKey().default(1),
  layout: jsonb('layout').$type<StoredHomeLayout>(),
  savedAt: timestamp('saved_at', { withTimezone: true }),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  scheduledBy: uuid('scheduled_by'),
});

/** One product or one category in a group (which one follows the list's kind). */
export const dataListItems = pgTable(
  'data_list_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => dataListGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('data_list_items_group_idx').on(t.groupId, t.sortOrder),
    check(
      'data_list_items_one_target_check',
      sql`(${t.productId} is null) <> (${t.categoryId} is null)`,
    ),
  ],
);

/** About us, shipping, privacy, terms (GET static-pages/{id}). `body`: paragraphs, `## ` headings. */
/**
 * Static pages (issue 28): what shoppers see (title, body as clean HTML, SEO texts) when
 * `published`, and the back office's draft of the next version, which goes live when published
 * now or at `publish_at` by the job queue.
 */
export const staticPages = pgTable(
  'static_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    seoTitle: jsonb('seo_title').$type<LocalizedText>().notNull().default({ en: '' }),
    seoDescription: jsonb('seo_description').$type<LocalizedText>().notNull().default({ en: '' }),
    /** Its address after `/pages/` per language (Arabic absent: the English one). */
    address: jsonb('address').$type<LocalizedText>().notNull(),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The next version's words (title, body, seoTitle, seoDescription); null: none. */
    draft: jsonb('draft').$type<StoredPageContent>(),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    /** The draft goes live at this moment (UTC), in the name of `scheduled_by`. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    scheduledBy: uuid('scheduled_by'),
  },
  (t) => [
    index('static_pages_publish_at_idx').on(t.publishAt).where(sql`${t.publishAt} IS NOT NULL`),
  ],
);

/**
 * Every address a static page has had on the shop, in any language (decision 69): one page per
 * address, so `/pages/{address}` names one page; an address that is no longer the page's own
 * redirects to it, so links and bookmarks made before a rename keep working.
 */
export const staticPageAddresses = pgTable(
  'static_page_addresses',
  {
    address: text('address').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => staticPages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('static_page_addresses_page_id_idx').on(t.pageId)],
);

/** Who is emailed each message of the contact form (issue 28). */
export const contactRecipients = pgTable('contact_recipients', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/** Messages sent through POST stores/self/contact-us. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/**
 * A discount code a shopper types into the cart (issue 5): a percentage or a fixed amount off
 * the sub-total, from a minimum sub-total, between two dates, a limited number of times.
 * `usedCount` rises when an order that used the code is placed (the orders module).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored upper-cased; shoppers type it in any case. */
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    /** Percent (1–100) for 'percentage', fils for 'fixed'. */
    discountValue: integer('discount_value').notNull(),
    /** The sub-total (fils) from which the code applies. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How many orders may use it in all; null is no limit. */
    usageLimit: integer('usage_limit'),
    /**
     * How many of one customer's orders may use it (issue 26), counted from their orders that are
     * not cancelled (the orders module); null is no limit.
     */
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_value_check', sql`${t.discountValue} > 0`),
    check(
      'promo_codes_percentage_check',
      sql`${t.discountType} <> 'percentage' or ${t.discountValue} <= 100`,
    ),
    check('promo_codes_min_subtotal_check', sql`${t.minSubtotal} >= 0`),
    check('promo_codes_used_count_check', sql`${t.usedCount} >= 0`),
    check(
      'promo_codes_per_customer_limit_check',
      sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0`,
    ),
  ],
);

/**
 * Spec 3 Cart: one per user (guest or customer), created on first use. The shipping and payment
 * choices are the checkout's (issue 6); the promo code is the cart's. Prices are never stored
 * here: the cart is priced from the catalogue every time it is read.
 */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  shippingAddressId: integer('shipping_address_id').references((): AnyPgColumn => addresses.id, {
    onDelete: 'set null',
  }),
  /** The billing address chosen at checkout (spec 3 Order checkout state). */
  billingAddressId: integer('billing_address_id').references((): AnyPgColumn => addresses.id, {
    onDelete: 'set null',
  }),
  shippingMethodId: integer('shipping_method_id').references(
    (): AnyPgColumn => shippingMethods.id,
    { onDelete: 'set null' },
  ),
  paymentMethodId: integer('payment_method_id').references((): AnyPgColumn => paymentProviders.id, {
    onDelete: 'set null',
  }),
  /** What the chosen shipping method costs this cart (fils), as the server computed it. */
  shippingAmount: integer('shipping_amount').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec 3 Cart item: a product (and its variation, when it has variations) and a quantity. One
 * line per product and variation: adding the same again raises the quantity.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product and variation; a product without variations has a null variation.
    uniqueIndex('cart_items_line_key').on(
      t.userId,
      t.productId,
      sql`coalesce(${t.variationId}, 0)`,
    ),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 999`),
  ],
);

/** Spec 7 Wishlist: products a shopper keeps for later, each once, optionally with a variation. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variation the shopper had chosen when adding it, if any. */
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_product_key').on(t.userId, t.productId),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/** Spec 7 lookups (issue 6): the countries the shop ships to (the GCC), reference data. */
export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    /** ISO 3166-1 alpha-2, lower case: spec 9 DefaultCountry 'kw'. */
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** The international dialling code, '+965'. */
    phoneCode: text('phone_code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('countries_code_key').on(t.code)],
);

/** A country's first-level division: Kuwait's governorates, Saudi regions, the UAE's emirates. */
export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

/** An area (district) of a state, as Kuwaiti addresses name them. */
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('areas_state_idx').on(t.stateId)],
);

/** Spec 3 Address: a customer's saved address (a guest's too, for its checkout). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Spec 3: sent as 'Home'. */
    addressType: text('address_type', { enum: ['Home', 'Work', 'Other'] })
      .notNull()
      .default('Home'),
    fullName: text('full_name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    /** A guest's contact email for the order; customers have their account's. */
    email: text('email'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    stateId: integer('state_id').references(() => states.id, { onDelete: 'restrict' }),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'restrict' }),
    /** Kuwaiti addresses: block, street, avenue (optional), building, floor, apartment. */
    block: text('block').notNull().default(''),
    street: text('street').notNull().default(''),
    avenue: text('avenue').notNull().default(''),
    building: text('building').notNull().default(''),
    floor: text('floor').notNull().default(''),
    apartment: text('apartment').notNull().default(''),
    /** Spec 3 Address note: directions for the courier. */
    note: text('note').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Spec 7 shipping methods: standard is id 1 (spec 9 default shipping method). */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({ en: '' }),
    /** What it costs (fils). */
    price: integer('price').notNull(),
    /** From this sub-total (fils) the method costs nothing; null: never free. */
    freeFrom: integer('free_from'),
    /** The method is offered only from this sub-total (fils). */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    /** Country codes it delivers to; null: every country the shop ships to. */
    countryCodes: text('country_codes').array(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * The method checkout chooses for a shopper and the product page dates its delivery by
     * (issue 26: data the merchant sets, not a constant). Exactly one method is the default.
     */
    isDefault: boolean('is_default').notNull().default(false),
    /** The areas it delivers to (areas.id); null: every area of its countries. */
    areaIds: integer('area_ids').array(),
  },
  (t) => [uniqueIndex('shipping_methods_one_default').on(t.isDefault).where(sql`${t.isDefault}`)],
);

/** Spec 7 payment providers: cash on delivery and the built-in sandbox card gateway. */
export const paymentProviders = pgTable('payment_providers', {
  id: integer('id').primaryKey(),
  code: text('code', { enum: ['cash_on_delivery', 'sandbox_card'] })
    .notNull()
    .unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull().default({ en: '' }),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * An order placed from a cart (issue 6). Everything a shopper saw is copied in (names, prices,
 * addresses), so later catalogue or address changes never rewrite it. The order number shown
 * is derived from the id (orders module).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Its place in the order's life (contracts/order-status.ts); order_events tell the story. */
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** The language the order was placed in: its invoice is written in it. */
    lang: text('lang').$type<LanguageCode>().notNull(),
    // Sums of lines in bigint (issue 12): 10 lines × 999 × KD 250 pass a 32-bit integer, and
    // anything the cart can price must be orderable. Read back as numbers: far below 2^53.
    subTotal: money('sub_total').notNull(),
    discount: money('discount').notNull().default(0),
    shippingAmount: money('shipping_amount').notNull().default(0),
    total: money('total').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, {
      onDelete: 'set null',
    }),
    promoCode: text('promo_code'),
    /** Snapshots of the addresses as they were (the orders module's shape). */
    billingAddress: jsonb('billing_address').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'restrict' }),
    shippingMethodName: jsonb('shipping_method_name').$type<LocalizedText>().notNull(),
    /** The method's delivery window when the order was placed, in days (the estimate). */
    shippingMinDays: integer('shipping_min_days').notNull().default(0),
    shippingMaxDays: integer('shipping_max_days').notNull().default(0),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentProviders.id, { onDelete: 'restrict' }),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** Spec 7: orderNotes, sent empty. */
    orderNotes: text('order_notes').notNull().default(''),
    /** The Idempotency-Key of the request that placed it: a retry answers this order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** How it travels, set when staff mark it shipped (issue 26); null before. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** An https link to the carrier's tracking page. */
    trackingUrl: text('tracking_url'),
    /** SHA-256 of the request body that placed it: the same key with another body is refused. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The back office's dashboard: days of sales, and the open orders (few beside the delivered).
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    // The back office's governorate and area filters ask `shipping_address @> {…}` (issue 26):
    // on a million orders, 502 ms without it and 64 ms with it.
    index('orders_shipping_address_idx').using('gin', sql`${t.shippingAddress} jsonb_path_ops`),
    check('orders_total_check', sql`${t.total} >= 0`),
  ],
);

/** Spec 3 Order draft line, as placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variationId: integer('variation_id').references(() => variations.id, {
      onDelete: 'set null',
    }),
    sku: text('sku').notNull(),
    productName: jsonb('product_name').$type<LocalizedText>().notNull(),
    /** [{ attributeId, attributeName: LocalizedText, valueId, value: LocalizedText }] */
    attributes: jsonb('attributes').notNull().default([]),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** Spec 3: discountType 'amount', discountValue 0, taxable true, taxPercent 0. */
    discountType: text('discount_type').notNull().default('amount'),
    discountValue: integer('discount_value').notNull().default(0),
    taxable: boolean('taxable').notNull().default(true),
    taxPercent: integer('tax_percent').notNull().default(0),
    itemNotes: text('item_notes').notNull().default(''),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A payment attempt for an order (issue 6): its reference is what the gateway and the
 * storefront speak of. A result is recorded once; a repeated callback changes nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 128 random bits, base64url: unguessable, safe in a URL. */
    reference: text('reference').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => paymentProviders.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    failureReason: text('failure_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A succeeded payment whose order was cancelled: the money is owed back (issue 15). */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /** When staff recorded the money paid back. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_order_idx').on(t.orderId),
    // The expiry sweep looks for old pending payments.
    index('payments_pending_created_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every status an order has been in, when and by whom (issue 15): the shopper's timeline and
 * the audit of staff changes. The first row is the order's placing.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    /** The staff member (or the shopper) who made the change; null for the shop itself. */
    actorId: uuid('actor_id'),
    /** Why, in a few words (a staff note, 'payment_expired'…); never shown as HTML. */
    note: text('note').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Staff's internal notes on an order (issue 26): never part of a shopper's answer. The author is
 * kept as an id without a foreign key, like the audit: the note outlives the account.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/** A shopper's request to send back lines of a delivered order (issue 15). */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** [{ itemId, quantity }]: lines of the order and how many of each go back. */
    lines: jsonb('lines').$type<{ itemId: number; quantity: number }[]>().notNull(),
    reason: text('reason').notNull(),
    /**
     * requested → approved → received (issue 26), or refused with a reason. Only a received
     * return's units may go back to stock and be refunded.
     */
    status: text('status', { enum: ['requested', 'approved', 'received', 'refused'] })
      .notNull()
      .default('requested'),
    /** Staff's reason for refusing (shown to the shopper) or note on approving. */
    decisionNote: text('decision_note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Whether the received units were put back in stock. */
    restocked: boolean('restocked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId)],
);

/**
 * Money paid back on an order (issue 26): by the card gateway (its reference kept) or recorded
 * as paid back by hand for cash on delivery. The sum of an order's refunds never passes what was
 * paid (the orders module checks it under the order's lock).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The card payment refunded through its gateway; null for money paid back by hand. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    returnId: integer('return_id').references(() => orderReturns.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    /** gateway: the card gateway paid it; cash or bank_transfer: staff recorded how. */
    method: text('method', { enum: ['gateway', 'cash', 'bank_transfer'] }).notNull(),
    gatewayReference: text('gateway_reference'),
    /** [{ itemId, quantity }] when the refund is for chosen lines; empty for an amount. */
    lines: jsonb('lines').$type<{ itemId: number; quantity: number }[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Staff's notes on a customer (issue 26): never part of the customer's own answers. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.id)],
);

/**
 * Every back-office change (issue 25): who, with which permission, what, the values before and
 * after, and when. Written in the same transaction as the change it records (modules/audit), so
 * a change that fails leaves no row. No foreign keys: the record outlives what it names.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: createdAt(),
    actorId: uuid('actor_id').notNull(),
    permission: text('permission').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at.desc()),
    index('admin_audit_entity_idx').on(t.entity, t.entityId, t.at.desc()),
    index('admin_audit_actor_idx').on(t.actorId, t.at.desc()),
  ],
);

/**
 * Every change of a product's or a variation's stock, with why (the catalogue's inventory
 * service writes it beside the change): orders, cancellations, returns and staff adjustments.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: createdAt(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, {
      onDelete: 'cascade',
    }),
    /** Units added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    /** The stock after the movement. */
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason', {
      enum: [
        'initial',
        'received',
        'correction',
        'damaged',
        'order',
        'cancellation',
        'return',
        'payment-failed',
        'expired',
        'import',
      ],
    }).notNull(),
    orderId: integer('order_id'),
    actorId: uuid('actor_id'),
    note: text('note'),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.at.desc())],
);

/**
 * Issue 29: "Tell me when it's back". A shopper's wish to hear when an out-of-stock product can
 * be bought again, in the language they asked in. The catalogue's inventory sends each pending
 * one its email when the product becomes purchasable again, in the stock change's transaction,
 * and marks it notified, so it is sent once. One pending wish per product and address: asking
 * again changes nothing but the language.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    language: text('language').$type<LanguageCode>().notNull(),
    /** The customer (or guest) who asked, when signed in; the email is what counts. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When its email was queued; null while it waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_pending_key')
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * The catalogue by CSV (issue 27, modules/catalogue/transfer): one row per uploaded file. The
 * dry run writes it with its report (nothing else); the commit's job counts rows_done as it
 * goes, in the same transactions as the products it writes, so a restart resumes where it was.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    createdAt: createdAt(),
    actorId: uuid('actor_id').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', {
      enum: ['planned', 'queued', 'running', 'done', 'failed', 'undoing', 'undone'],
    }).notNull(),
    createMissing: boolean('create_missing').notNull().default(false),
    /** The file's header, as read. */
    header: text('header').array().notNull(),
    rows: integer('rows').notNull(),
    /** The dry run's counts and first problems and changes (contracts' importReportSchema). */
    report: jsonb('report').notNull(),
    /** Every row with an error: its line, its cells and what is wrong (the errors file). */
    errorRows: jsonb('error_rows').notNull().default([]),
    /** Rows of the products the commit writes, and how many of them are written (or undone). */
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by'),
    /** Handles of products changed after the commit: the undo left them as they were. */
    changedSince: text('changed_since').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('catalogue_imports_created_idx').on(t.createdAt.desc())],
);

/**
 * One product of an import: what its rows say (`patch`), merged into the product as it is when
 * the commit reaches it. `applied_at` is set in the transaction that writes the product, so no
 * product is written twice; `before` and `after` are its documents then (the undo's record).
 */
export const catalogueImportProducts = pgTable(
  'catalogue_import_products',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    handle: text('handle').notNull(),
    rows: integer('rows').notNull(),
    patch: jsonb('patch').notNull(),
    productId: integer('product_id'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** Set when the commit could not write it (the catalogue changed since the dry run). */
    error: jsonb('error'),
    before: jsonb('before'),
    after: jsonb('after'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);
