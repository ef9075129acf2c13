import { type LanguageCode, TRANSLATION_AREA } from '@storefront/contracts';
import {
  type AdminTranslation,
  type AdminTranslationSaved,
  type AdminTranslationsPage,
  type AdminTranslationsQuery,
  type AdminTranslationUpdate,
  placeholderProblem,
  placeholdersOf,
  TRANSLATIONS_PAGE_SIZE,
  type TranslationAttention,
} from '@storefront/contracts/admin-translations';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import type { Db } from '../../../db/client.ts';
import { type CatalogueNews, cacheTags } from '../../../lib/catalogue-news.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import {
  dropEdit,
  editRows,
  liveRows,
  lockNextVersion,
  type StringRow,
  saveEdit,
  setLive,
  setVersion,
} from './queries.ts';

/**
 * The back office's translations (issue 28). The shipped catalogues (contracts i18n) are the
 * software's words; `translation_edits` the shop's own; `translations` what shoppers see, the
 * one over the other. A save writes the edit and the live string with a new catalogue version in
 * one transaction with its audit row, then announces the translations tag: every instance draws
 * its next page, and every browser fetches its strings, at that version.
 */

export interface Writer {
  db: Db;
  actor: StaffActor;
  news: CatalogueNews;
}

const LANGUAGES = ['en', 'ar'] as const satisfies readonly LanguageCode[];
const SHIPPED: Record<(typeof LANGUAGES)[number], Readonly<Record<string, string>>> = { en, ar };
const SHIPPED_KEYS = Object.keys(en).sort();

const byLanguage = (rows: StringRow[]) => {
  const map = { en: new Map<string, string>(), ar: new Map<string, string>() };
  for (const row of rows)
    if (row.langId === 'en' || row.langId === 'ar') map[row.langId].set(row.key, row.value);
  return map;
};

function attentionOf(english: string, arabic: string): TranslationAttention | null {
  if (arabic.trim() === '') return 'missing';
  if (arabic.trim() === english.trim()) return 'sameAsEnglish';
  return null;
}

function stringOf(
  key: string,
  live: ReturnType<typeof byLanguage>,
  edits: ReturnType<typeof byLanguage>,
): AdminTranslation {
  const shipped = { en: SHIPPED.en[key] ?? '', ar: SHIPPED.ar[key] ?? '' };
  const current = { en: live.en.get(key) ?? shipped.en, ar: live.ar.get(key) ?? shipped.ar };
  return {
    key,
    ...current,
    shipped,
    edited: { en: edits.en.has(key), ar: edits.ar.has(key) },
    attention: attentionOf(current.en, current.ar),
    placeholders: placeholdersOf(`${shipped.en} ${shipped.ar}`).map((name) => `{{${name}}}`),
  };
}

async function readAll(db: Db): Promise<AdminTranslation[]> {
  const [live, edits] = await Promise.all([
    liveRows(db, TRANSLATION_AREA),
    editRows(db, TRANSLATION_AREA),
  ]);
  const liveMap = byLanguage(live);
  const editMap = byLanguage(edits);
  return SHIPPED_KEYS.map((key) => stringOf(key, liveMap, editMap));
}

const ATTENTION_RANK: Record<TranslationAttention, number> = { missing: 0, sameAsEnglish: 1 };
const rank = (item: AdminTranslation) => (item.attention ? ATTENTION_RANK[item.attention] : 2);

const folded = (text: string) => text.toLocaleLowerCase('en');

/** GET admin/translations: the needing attention first, then by key; a page at a time. */
export async function listTranslations(
  db: Db,
  query: AdminTranslationsQuery,
  version: number,
): Promise<AdminTranslationsPage> {
  const all = await readAll(db);
  const needle = query.query ? folded(query.query) : '';
  const shown = all
    .filter((item) => {
      if (query.show === 'attention' && !item.attention) return false;
      if (query.show === 'edited' && !item.edited.en && !item.edited.ar) return false;
      if (!needle) return true;
      return [item.key, item.en, item.ar].some((text) => folded(text).includes(needle));
    })
    .sort((a, b) => rank(a) - rank(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const page = Number(query.page ?? 1);
  const start = (page - 1) * TRANSLATIONS_PAGE_SIZE;
  return {
    items: shown.slice(start, start + TRANSLATIONS_PAGE_SIZE),
    total: shown.length,
    page,
    pageSize: TRANSLATIONS_PAGE_SIZE,
    version,
    counts: {
      all: all.length,
      attention: all.filter((item) => item.attention).length,
      edited: all.filter((item) => item.edited.en || item.edited.ar).length,
    },
  };
}

/** 400 naming the language whose text loses (or invents) a placeholder. */
function checkPlaceholders(key: string, lang: 'en' | 'ar', text: string): void {
  const shipped = {
    own: SHIPPED[lang][key] ?? '',
    en: SHIPPED.en[key] ?? '',
    ar: SHIPPED.ar[key] ?? '',
  };
  const problem = placeholderProblem(text, shipped);
  if (!problem) return;
  const message =
    problem.kind === 'missing' ? 'validation.placeholderMissing' : 'validation.placeholderUnknown';
  throw new HttpError(
    400,
    'validation_failed',
    message,
    { [lang]: message },
    {
      values: { placeholder: problem.placeholder },
    },
  );
}

/** PUT admin/translations/{key}: the shop's words for one string, live on its next page. */
export async function updateTranslation(
  { db, actor, news }: Writer,
  key: string,
  body: AdminTranslationUpdate,
): Promise<AdminTranslationSaved> {
  // Own keys only: `constructor` or `__proto__` are on every object, not in the catalogue.
  if (!Object.hasOwn(SHIPPED.en, key)) throw notFound(`No UI string has the key '${key}'.`);
  const changes = LANGUAGES.flatMap((lang) => {
    const text = body[lang];
    if (text === undefined) return [];
    // The shipped text itself is no edit: the string follows the software again.
    const own = text === null || text === SHIPPED[lang][key] ? null : text;
    if (own !== null) checkPlaceholders(key, lang, own);
    return [{ lang, own, live: own ?? SHIPPED[lang][key] ?? '' }];
  });

  const version = await db.transaction(async (tx) => {
    const next = await lockNextVersion(tx, TRANSLATION_AREA);
    const before = await readOne(tx, key);
    for (const change of changes) {
      if (change.own === null) await dropEdit(tx, TRANSLATION_AREA, change.lang, key);
      else await saveEdit(tx, TRANSLATION_AREA, { langId: change.lang, key, value: change.own });
      await setLive(tx, TRANSLATION_AREA, { langId: change.lang, key, value: change.live }, next);
    }
    await setVersion(tx, TRANSLATION_AREA, next);
    await recordChange(tx, actor, {
      entity: 'translation',
      entityId: key,
      action: 'update',
      before: { en: before.en, ar: before.ar },
      after: Object.fromEntries(
        LANGUAGES.map((lang) => [lang, changes.find((c) => c.lang === lang)?.live ?? before[lang]]),
      ),
    });
    return next;
  });
  await news.announce([cacheTags.translations]);
  return { translation: await readOne(db, key), version };
}

async function readOne(db: Db, key: string): Promise<AdminTranslation> {
  const [live, edits] = await Promise.all([
    liveRows(db, TRANSLATION_AREA, key),
    editRows(db, TRANSLATION_AREA, key),
  ]);
  return stringOf(key, byLanguage(live), byLanguage(edits));
}
