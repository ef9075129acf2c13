import { TENANT } from '@storefront/contracts';
import {
  type AdminTheme,
  THEME_VERSIONS_LISTED,
  type ThemePreview,
  type ThemeSettings,
  type ThemeSettingsData,
} from '@storefront/contracts/admin-theme';
import type { Db } from '../../../db/client.ts';
import { type CatalogueNews, cacheTags } from '../../../lib/catalogue-news.ts';
import { HttpError, invalidField, notFound } from '../../../lib/http-error.ts';
import { storedText, textPair } from '../../../lib/localized-text.ts';
import { openPreview, signPreview } from '../../../lib/preview-token.ts';
import { checkScheduleMoment } from '../../../lib/schedule.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { listMenuNames } from '../../menus/service.ts';
import { findStoredTheme } from '../queries.ts';
import type { StoredThemeConfig } from '../stored-theme-config.ts';
import {
  deleteDraft,
  deleteScheduled,
  draftRow,
  dueScheduledRow,
  hasPublished,
  insertPublished,
  insertStartingVersion,
  insertVersion,
  lockTheme,
  markPublished,
  markScheduled,
  publishedRows,
  scheduledRow,
  setLiveConfig,
  updateDraft,
  versionRow,
} from './queries.ts';

/**
 * The back office's theme (issue 28). The owner saves a draft (one at a time), looks at it in the
 * storefront drawn with it (a signed preview address, which only draws, never keeps, a page),
 * and publishes it: the version is kept, copied into `theme_configs`, audited, and announced
 * (the `theme` tag), so every instance draws its next page with it. Restoring publishes an
 * earlier version's settings again, as a new version. Each write is one transaction under the
 * theme's lock, with its audit row.
 */

export interface Writer {
  db: Db;
  actor: StaffActor;
  news: CatalogueNews;
}

/** The stored theme as the back office edits it. */
export function toSettings(config: StoredThemeConfig): ThemeSettings {
  return {
    ...config,
    title: textPair(config.title),
    copy_right: textPair(config.copy_right),
    metadata_title: textPair(config.metadata_title),
    metadata_description: textPair(config.metadata_description),
  };
}

function toStored(input: ThemeSettingsData): StoredThemeConfig {
  return {
    ...input,
    title: storedText(input.title),
    copy_right: storedText(input.copy_right),
    metadata_title: storedText(input.metadata_title),
    metadata_description: storedText(input.metadata_description),
  };
}

async function liveConfig(db: Db): Promise<StoredThemeConfig> {
  const config = await findStoredTheme(db, TENANT);
  if (!config) throw notFound('No theme is configured for this shop.');
  return config;
}

/** GET admin/theme. */
export async function getAdminTheme(db: Db): Promise<AdminTheme> {
  const [live, draft, scheduled, published, menus] = await Promise.all([
    liveConfig(db),
    draftRow(db),
    scheduledRow(db),
    publishedRows(db, THEME_VERSIONS_LISTED),
    listMenuNames(db),
  ]);
  return {
    live: toSettings(live),
    draft: draft ? toSettings(draft.config) : null,
    draftSavedAt: draft ? draft.savedAt.toISOString() : null,
    scheduled: scheduled
      ? {
          id: scheduled.id,
          publishAt: (scheduled.publishAt ?? new Date(0)).toISOString(),
          color: scheduled.config.color,
          scheduledBy: scheduled.staffName ?? scheduled.staffEmail ?? null,
        }
      : null,
    versions: published.map((row, index) => ({
      id: row.id,
      publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
      publishedBy: row.staffName ?? row.staffEmail ?? null,
      live: index === 0,
      restoredFrom: row.restoredFrom,
      color: row.config.color,
    })),
    menus,
  };
}

async function checkMenus(db: Db, input: ThemeSettingsData): Promise<void> {
  const known = new Set((await listMenuNames(db)).map((menu) => menu.id));
  if (!known.has(input.main_menu)) throw invalidField('main_menu', 'validation.menu');
  if (input.footer_menus.some((id) => !known.has(id))) {
    throw invalidField('footer_menus', 'validation.menu');
  }
}

/** PUT admin/theme/draft: the draft is these settings now (created if there was none). */
export async function saveDraft({ db, actor }: Writer, input: ThemeSettingsData) {
  await checkMenus(db, input);
  const config = toStored(input);
  await db.transaction(async (tx) => {
    await lockTheme(tx);
    const draft = await draftRow(tx);
    const before = draft?.config ?? (await liveConfig(tx));
    let id = draft?.id;
    if (id === undefined) {
      id = (await insertVersion(tx, { state: 'draft', config, staffId: actor.id })).id;
    } else {
      await updateDraft(tx, id, config, actor.id);
    }
    await recordChange(tx, actor, {
      entity: 'theme',
      entityId: id,
      action: 'saveDraft',
      before,
      after: config,
    });
  });
  return getAdminTheme(db);
}

/** DELETE admin/theme/draft: the draft is dropped; what shoppers see is unchanged. */
export async function discardDraft({ db, actor }: Writer) {
  await db.transaction(async (tx) => {
    await lockTheme(tx);
    const draft = await draftRow(tx);
    if (!draft) return;
    await deleteDraft(tx);
    await recordChange(tx, actor, {
      entity: 'theme',
      entityId: draft.id,
      action: 'discardDraft',
      before: draft.config,
      after: null,
    });
  });
  return getAdminTheme(db);
}

/** The live theme becomes `config`, as version `id`, recorded in `actor`'s name. */
async function makeLive(
  tx: Db,
  actor: StaffActor | null,
  config: StoredThemeConfig,
  action: string,
  id: number,
) {
  const before = await liveConfig(tx);
  await setLiveConfig(tx, config);
  if (!actor) return;
  await recordChange(tx, actor, { entity: 'theme', entityId: id, action, before, after: config });
}

/** Before the first publish, the theme the shop started with is kept as a version, to restore. */
async function keepStartingTheme(tx: Db): Promise<void> {
  if (await hasPublished(tx)) return;
  await insertStartingVersion(tx, await liveConfig(tx));
}

/** POST admin/theme/publish: the draft becomes what every shopper sees, within a moment. */
export async function publishDraft({ db, actor, news }: Writer): Promise<AdminTheme> {
  await db.transaction(async (tx) => {
    await lockTheme(tx);
    const draft = await draftRow(tx);
    if (!draft) throw new HttpError(409, 'conflict', 'errors.noThemeDraft');
    await keepStartingTheme(tx);
    await markPublished(tx, draft.id, actor.id);
    await makeLive(tx, actor, draft.config, 'publish', draft.id);
  });
  await news.announce([cacheTags.theme]);
  return getAdminTheme(db);
}

/** POST admin/theme/versions/{id}/restore: an earlier version's settings, published again. */
export async function restoreVersion({ db, actor, news }: Writer, id: number): Promise<AdminTheme> {
  await db.transaction(async (tx) => {
    await lockTheme(tx);
    const version = await versionRow(tx, id);
    if (version?.state !== 'published') {
      throw new HttpError(404, 'not_found', 'errors.themeVersionUnknown');
    }
    const row = await insertPublished(tx, {
      config: version.config,
      staffId: actor.id,
      restoredFrom: id,
    });
    await makeLive(tx, actor, version.config, 'restore', row.id);
  });
  await news.announce([cacheTags.theme]);
  return getAdminTheme(db);
}

/**
 * POST admin/theme/schedule: the draft is set to go live at `publishAt` (one scheduled change at
 * a time); the job queue publishes it then (publishDueTheme), on one instance.
 */
export async function scheduleDraft({ db, actor }: Writer, publishAt: Date, now = Date.now()) {
  checkScheduleMoment(publishAt, now);
  await db.transaction(async (tx) => {
    await lockTheme(tx);
    const draft = await draftRow(tx);
    if (!draft) throw new HttpError(409, 'conflict', 'errors.noThemeDraft');
    if (await scheduledRow(tx)) throw new HttpError(409, 'conflict', 'errors.themeScheduled');
    await markScheduled(tx, draft.id, publishAt, actor.id);
    await recordChange(tx, actor, {
      entity: 'theme',
      entityId: draft.id,
      action: 'schedule',
      before: null,
      after: { publishAt: publishAt.toISOString(), config: draft.config },
    });
  });
  return getAdminTheme(db);
}

/** DELETE admin/theme/schedule: the scheduled change is dropped. */
export async function cancelSchedule({ db, actor }: Writer) {
  await db.transaction(async (tx) => {
    await lockTheme(tx);
    const scheduled = await scheduledRow(tx);
    if (!scheduled) throw new HttpError(404, 'not_found', 'errors.noThemeSchedule');
    await deleteScheduled(tx);
    await recordChange(tx, actor, {
      entity: 'theme',
      entityId: scheduled.id,
      action: 'cancelSchedule',
      before: { publishAt: scheduled.publishAt?.toISOString() ?? null },
      after: null,
    });
  });
  return getAdminTheme(db);
}

/**
 * The job queue's periodic work: a scheduled version whose moment has come is published, in
 * the name of the staff member who scheduled it. True when one was.
 */
export async function publishDueTheme(db: Db, news: CatalogueNews): Promise<boolean> {
  const published = await db.transaction(async (tx) => {
    await lockTheme(tx);
    const due = await dueScheduledRow(tx);
    if (!due) return false;
    await keepStartingTheme(tx);
    await markPublished(tx, due.id, null);
    const actor = due.staffId ? { id: due.staffId, permission: 'content.manage' as const } : null;
    await makeLive(tx, actor, due.config, 'publishScheduled', due.id);
    return true;
  });
  if (published) await news.announce([cacheTags.theme]);
  return published;
}

// ---------------------------------------------------------------------------------------------
// The preview: a storefront address that draws pages with the draft, for an hour.
const THEME_PREVIEW_KIND = 'theme-preview';

/** POST admin/theme/preview: a token for the draft as it is saved now, or the scheduled version. */
export async function createPreview(
  db: Db,
  secret: Uint8Array,
  now = Date.now(),
  of: 'draft' | 'scheduled' = 'draft',
): Promise<ThemePreview> {
  const draft = of === 'draft' ? await draftRow(db) : await scheduledRow(db);
  if (!draft) {
    throw of === 'draft'
      ? new HttpError(409, 'conflict', 'errors.noThemeDraft')
      : new HttpError(404, 'not_found', 'errors.noThemeSchedule');
  }
  return signPreview(secret, THEME_PREVIEW_KIND, String(draft.id), now);
}

/** The theme a preview token shows; null for a token that is forged, expired or unknown. */
export async function previewConfig(
  db: Db,
  secret: Uint8Array,
  token: string,
  now = Date.now(),
): Promise<StoredThemeConfig | null> {
  const id = openPreview(secret, THEME_PREVIEW_KIND, token, now);
  if (id === null || !/^\d{1,10}$/.test(id)) return null;
  return (await versionRow(db, Number(id)))?.config ?? null;
}
