import { isApiError } from '@storefront/client/api-error';
import { type AdminPage, addressOfTitle } from '@storefront/contracts/admin-pages';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import '../../i18n/content.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { inLanguage } from '../../shared/localized.ts';
import { TextAreaField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import {
  cardClass,
  dangerButtonClass,
  linkClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../shared/ui/styles.ts';
import {
  useAdminPage,
  useCancelPageSchedule,
  useCreatePage,
  useDiscardPageDraft,
  usePublishPage,
  useSavePageDraft,
  useSchedulePage,
  useUnpublishPage,
} from './api.ts';
import {
  emptyPage,
  languageOf,
  PAGE_FIELDS,
  PAGE_LANGUAGES,
  PAGE_LIMITS,
  type PageField,
  type PageFormValues,
  type PageLanguage,
  type PageText,
  pageProblems,
  plainText,
  toFormValues,
  toPageBody,
  typedAddress,
} from './form-values.ts';
import { PAGE_PREVIEW_ID, PagePreview } from './page-preview.tsx';
import { PageSchedule } from './page-schedule.tsx';
import { PageStatusBadges } from './page-status.tsx';
import type { ToolFormProps } from './rich-text-editor.tsx';
import { ToolForm } from './tool-forms.tsx';

// Tiptap and its styles load with the first body shown: never with the list, nor the first load.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));
const renderToolForm = (props: ToolFormProps) => <ToolForm {...props} />;

const FORM_ID = 'page-form';
/** Each field's id: `title.en` → page-title-en (the body's is its editable area). */
const fieldId = (field: PageField) => `page-${field.replace('.', '-')}`;

type Message = (field: PageField) => string | undefined;

/** What a new page's editor says when it opens at the page's address after its first save. */
interface Arrival {
  done: string;
  problem?: string | undefined;
}

/** What a failed write says when it names no field: the API's words, or ours for the rest. */
function useFailure() {
  const { t } = useI18n();
  return (error: unknown) => {
    if (!isApiError(error) || error.status >= 500) return t('common.failed');
    return error.code === 'network_error' ? t('common.offline') : error.message;
  };
}

/**
 * The page being written, its texts in English and Arabic (a tab each), saved as a draft that
 * shoppers don't see until it is published (now, or at a moment in Kuwait time). A new page is
 * created by its first save, and its address then opens. Publish and Schedule save unsaved edits
 * first. What the API refuses by field lands under that field, on its language's tab.
 */
function PageEditor({ page }: { page: AdminPage | null }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  // A new page opens at its own address after its first save, with what was done there.
  const arrived = useLocation().state as Arrival | null;
  const form = useForm<PageFormValues>({
    defaultValues: page ? toFormValues(page.draft) : emptyPage(),
  });
  const { isDirty } = form.formState;
  const values = form.watch();
  const create = useCreatePage();
  const save = useSavePageDraft();
  const discard = useDiscardPageDraft();
  const publish = usePublishPage();
  const unpublish = useUnpublishPage();
  const schedule = useSchedulePage();
  const cancelSchedule = useCancelPageSchedule();
  const failure = useFailure();
  const [tab, setTab] = useState<PageLanguage>('en');
  const [previewing, setPreviewing] = useState(false);
  const [done, setDone] = useState(arrived?.done ?? '');
  const [problem, setProblem] = useState(arrived?.problem);
  const [served, setServed] = useState<Partial<Record<PageField, string>>>({});
  const [scheduleError, setScheduleError] = useState<string>();
  // "Required" shows once the page was sent; a text over its limit shows as it is typed.
  const [checked, setChecked] = useState(false);
  const [working, setWorking] = useState(false);
  const busy =
    working ||
    create.isPending ||
    save.isPending ||
    discard.isPending ||
    publish.isPending ||
    unpublish.isPending ||
    schedule.isPending ||
    cancelSchedule.isPending;

  const problems = pageProblems(values);
  const message: Message = (field) => {
    if (served[field]) return served[field];
    const found = problems[field];
    if (found?.kind === 'tooLong')
      return t('pages.tooLong', { max: found.max, count: found.count });
    if (found?.kind === 'address') return t('pages.addressInvalid');
    return found && checked ? t('form.required') : undefined;
  };
  const edited = (field: PageField) => {
    if (served[field]) setServed({ ...served, [field]: undefined });
  };

  // The field to focus once its tab shows (a refusal on the other language's tab opens it).
  const focusNext = useRef<string | null>(null);
  const [, redraw] = useState(0);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const focusField = (field: PageField) => {
    setTab(languageOf(field));
    focusNext.current = fieldId(field);
    redraw((n) => n + 1);
  };

  // Leaving the back office (closing the tab, another address) with unsaved edits asks first.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  /** Shows a refusal: under the fields it names (their tab opened), else above the form. */
  const refused = (error: unknown) => {
    if (isApiError(error) && error.status < 500 && error.code !== 'network_error') {
      const named: Partial<Record<PageField, string>> = {};
      const others: string[] = [];
      for (const [path, text] of Object.entries(error.fields)) {
        if ((PAGE_FIELDS as string[]).includes(path)) named[path as PageField] = text;
        else others.push(text);
      }
      const first = PAGE_FIELDS.find((field) => named[field]);
      if (first) {
        setServed(named);
        setProblem([t('pages.fixFields'), ...others].join(' '));
        focusField(first);
        return;
      }
    }
    setProblem(failure(error));
  };

  /** Sends the form (the first save creates the page): the page as saved, or null if refused. */
  const send = async (): Promise<AdminPage | null> => {
    const current = form.getValues();
    setChecked(true);
    const found = pageProblems(current);
    const first = PAGE_FIELDS.find((field) => found[field]);
    if (first) {
      setProblem(t('pages.fixFields'));
      focusField(first);
      return null;
    }
    const body = toPageBody(current);
    try {
      const next = page
        ? await save.mutateAsync({ id: page.id, body })
        : await create.mutateAsync(body);
      form.reset(toFormValues(next.draft));
      setChecked(false);
      return next;
    } catch (error) {
      refused(error);
      return null;
    }
  };

  /** One step at a time: what it did is said, or what went wrong. */
  const run = async (step: () => Promise<void>) => {
    if (busy) return;
    setDone('');
    setProblem(undefined);
    setServed({});
    setScheduleError(undefined);
    setWorking(true);
    try {
      await step();
    } finally {
      setWorking(false);
    }
  };

  /** After the first save of a new page, its own address (what was done said there). */
  const opened = (saved: AdminPage, arrival: Arrival) =>
    navigate(`/pages/${saved.id}`, { replace: true, state: arrival });

  const saveDraft = () =>
    run(async () => {
      const next = await send();
      if (!next) return;
      if (!page) opened(next, { done: t('pages.created') });
      else setDone(t('pages.saved'));
    });

  /**
   * Unsaved edits saved first, then `step` on the saved page; a new page then opens. A refusal
   * of the step naming `field` (the schedule's moment) is shown by `onField`.
   */
  const afterSaving = (
    step: (id: number) => Promise<AdminPage>,
    said: () => string,
    onField?: { field: string; show: (message: string) => void },
  ) =>
    run(async () => {
      const saved = !page || isDirty ? await send() : page;
      if (!saved) return;
      try {
        const next = await step(saved.id);
        form.reset(toFormValues(next.draft));
        if (!page) opened(next, { done: said() });
        else setDone(said());
      } catch (error) {
        const named = isApiError(error) && onField ? error.fields[onField.field] : undefined;
        if (!page) opened(saved, { done: t('pages.created'), problem: named ?? failure(error) });
        else if (named && onField) onField.show(named);
        else setProblem(failure(error));
      }
    });

  const publishNow = () => afterSaving(publish.mutateAsync, () => t('pages.published'));

  const scheduleAt = (publishAt: string) =>
    afterSaving(
      (id) => schedule.mutateAsync({ id, publishAt }),
      () => t('pages.scheduledDone', { time: formatDateTime(publishAt, lang) }),
      { field: 'publishAt', show: setScheduleError },
    );

  /** A step on the saved page that leaves the form as it is (unpublish, cancel a schedule). */
  const pageStep = (step: () => Promise<unknown>, said: string) =>
    run(async () => {
      try {
        await step();
        setDone(said);
      } catch (error) {
        setProblem(failure(error));
      }
    });

  const title = page ? inLanguage(page.draft.title, lang) || t('pages.untitled') : '';
  const canPublish = !page || isDirty || page.hasDraft;

  return (
    <>
      {/* The actions and what they did stay in sight while the page scrolls (not on a phone). */}
      <div className="z-20 -mx-4 mb-4 border-b border-neutral-200 bg-neutral-100 px-4 pb-3 sm:sticky sm:top-14 sm:pt-3 lg:-mx-6 lg:px-6 [&>:first-child]:mb-1">
        {/* On the bar's grey the brand green is short of 4.5:1: the bar's own dark text. */}
        <Link
          to="/pages"
          className="text-sm font-medium text-neutral-800 underline underline-offset-2 hover:text-neutral-950"
        >
          {t('pages.all')}
        </Link>
        <PageHeader
          title={page ? title : t('pages.newTitle')}
          actions={
            <>
              {page?.published && page.hasDraft && (
                <button
                  type="button"
                  className={dangerButtonClass}
                  disabled={busy}
                  onClick={() => {
                    if (!window.confirm(t('pages.confirmDiscard'))) return;
                    void run(async () => {
                      try {
                        const next = await discard.mutateAsync(page.id);
                        form.reset(toFormValues(next.draft));
                        setDone(t('pages.discarded'));
                      } catch (error) {
                        setProblem(failure(error));
                      }
                    });
                  }}
                >
                  {t('pages.discard')}
                </button>
              )}
              {page && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-expanded={previewing}
                  aria-controls={previewing ? PAGE_PREVIEW_ID : undefined}
                  onClick={() => setPreviewing(!previewing)}
                >
                  {t('pages.preview')}
                </button>
              )}
              {isDirty && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={busy}
                  onClick={() => {
                    form.reset();
                    setServed({});
                    setChecked(false);
                    setProblem(undefined);
                    setDone(t('pages.undone'));
                  }}
                >
                  {t('pages.undo')}
                </button>
              )}
              <button
                type="submit"
                form={FORM_ID}
                className={secondaryButtonClass}
                disabled={busy || (page !== null && !isDirty)}
              >
                {t('pages.saveDraft')}
              </button>
              <button
                type="button"
                className={primaryButtonClass}
                disabled={busy || !canPublish}
                onClick={() => void publishNow()}
              >
                {t('pages.publish')}
              </button>
            </>
          }
        />
        <p className="text-sm text-neutral-600">
          {page?.draftSavedAt
            ? t('pages.draftSaved', { time: formatDateTime(page.draftSavedAt, lang) })
            : page?.published && !page.hasDraft
              ? t('pages.noDraft')
              : null}
          {isDirty && (
            <span className="font-medium text-amber-800">
              {page?.draftSavedAt || (page?.published && !page.hasDraft) ? ' · ' : ''}
              {t('pages.unsaved')}
            </span>
          )}
        </p>
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
        <div className="mt-1 empty:hidden">
          <FormAlert message={problem} />
        </div>
      </div>
      {page && previewing && (
        <PagePreview
          id={page.id}
          savedAt={page.draftSavedAt ?? page.updatedAt}
          unsaved={isDirty}
          initialLanguage={tab}
        />
      )}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <form
          id={FORM_ID}
          noValidate
          className="min-w-0 lg:col-span-2"
          onSubmit={(event) => {
            event.preventDefault();
            void saveDraft();
          }}
        >
          <LanguageTabs
            tab={tab}
            onTab={setTab}
            problems={PAGE_LANGUAGES.filter((language) =>
              PAGE_FIELDS.some((field) => languageOf(field) === language && message(field)),
            )}
          />
          {PAGE_LANGUAGES.map((language) => (
            <LanguagePanel
              key={language}
              language={language}
              hidden={tab !== language}
              form={form}
              values={values}
              message={message}
              onEdit={edited}
            />
          ))}
        </form>
        <div className="grid min-w-0 gap-4">
          <StatusCard
            page={page}
            busy={busy}
            onUnpublish={() => {
              if (!page || !window.confirm(t('pages.confirmUnpublish', { title }))) return;
              void pageStep(() => unpublish.mutateAsync(page.id), t('pages.unpublished'));
            }}
          />
          <PageSchedule
            publishAt={page?.publishAt ?? null}
            scheduledBy={page?.scheduledBy ?? null}
            canSchedule={canPublish}
            busy={busy}
            error={scheduleError}
            onSchedule={(publishAt) => void scheduleAt(publishAt)}
            onCancel={() => {
              if (page) {
                void pageStep(
                  () => cancelSchedule.mutateAsync(page.id),
                  t('pages.scheduleCancelled'),
                );
              }
            }}
          />
        </div>
      </div>
    </>
  );
}

/** English and Arabic, a tab each (ARIA tabs: the arrow keys go from one to the other). */
function LanguageTabs({
  tab,
  onTab,
  problems,
}: {
  tab: PageLanguage;
  onTab: (tab: PageLanguage) => void;
  /** The languages with a field to fix, marked. */
  problems: PageLanguage[];
}) {
  const { t } = useI18n();
  return (
    <div
      role="tablist"
      aria-label={t('pages.languages')}
      className="mb-4 flex flex-wrap gap-x-1 border-b border-neutral-200"
    >
      {PAGE_LANGUAGES.map((language) => {
        const selected = language === tab;
        return (
          <button
            key={language}
            id={`page-tab-${language}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`page-panel-${language}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onTab(language)}
            onKeyDown={(event) => {
              if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
              event.preventDefault();
              // Two tabs: every key goes to the other one (Home and End to the first and last).
              const other: PageLanguage = language === 'en' ? 'ar' : 'en';
              const next: PageLanguage =
                event.key === 'Home' ? 'en' : event.key === 'End' ? 'ar' : other;
              onTab(next);
              document.getElementById(`page-tab-${next}`)?.focus();
            }}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              selected
                ? 'border-primary-strong text-neutral-900'
                : 'border-transparent text-neutral-600 hover:text-neutral-900'
            }`}
          >
            {t(`pages.lang.${language}`)}
            {problems.includes(language) && (
              <>
                <span aria-hidden="true" className="ms-1 text-red-700">
                  •
                </span>{' '}
                <span className="sr-only">{t('pages.tabProblem')}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** A language's texts: title, body, and the search engines' title and description. */
function LanguagePanel({
  language,
  hidden,
  form,
  values,
  message,
  onEdit,
}: {
  language: PageLanguage;
  hidden: boolean;
  form: UseFormReturn<PageFormValues>;
  values: PageFormValues;
  message: Message;
  onEdit: (field: PageField) => void;
}) {
  const { t, dir: uiDir } = useI18n();
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const label = (text: PageText) =>
    t(`pages.inLanguage.${language}`, { field: t(`pages.field.${text}`) });
  const count = (text: PageText) =>
    t('pages.count', { count: values[text][language].trim().length, max: PAGE_LIMITS[text] });
  const register = (text: PageText) => {
    const field: PageField = `${text}.${language}`;
    return form.register(field, { onChange: () => onEdit(field) });
  };
  const bodyField: PageField = `body.${language}`;
  const bodyError = message(bodyField);
  // The address shoppers will find the page at in this language: as typed, else what the shop
  // makes of it (the English one for Arabic, the title's for a new page).
  const english = typedAddress(values.address.en) || addressOfTitle(values.title.en);
  const address = (language === 'ar' && typedAddress(values.address.ar)) || english;
  const path = pagePath(address || '…', language);
  return (
    <div
      id={`page-panel-${language}`}
      role="tabpanel"
      aria-labelledby={`page-tab-${language}`}
      hidden={hidden}
      className="space-y-4"
    >
      <div className={`${cardClass} space-y-4 p-4`}>
        {language === 'ar' && <p className="text-sm text-neutral-700">{t('pages.arabicHint')}</p>}
        <TextField
          id={fieldId(`title.${language}`)}
          label={label('title')}
          lang={language}
          dir={dir}
          autoComplete="off"
          aria-required={language === 'en' || undefined}
          error={message(`title.${language}`)}
          {...register('title')}
        />
        <div>
          <p
            id={`${fieldId(bodyField)}-label`}
            className="mb-1 text-sm font-medium text-neutral-800"
          >
            {label('body')}
          </p>
          <Controller
            control={form.control}
            name={bodyField}
            render={({ field }) => (
              <Suspense fallback={<EditorLoading />}>
                <RichTextEditor
                  id={fieldId(bodyField)}
                  lang={language}
                  value={field.value}
                  onChange={(html) => {
                    field.onChange(html);
                    onEdit(bodyField);
                  }}
                  labelledBy={`${fieldId(bodyField)}-label`}
                  describedBy={bodyError ? `${fieldId(bodyField)}-error` : undefined}
                  invalid={bodyError !== undefined}
                  t={t}
                  uiDir={uiDir}
                  renderForm={renderToolForm}
                />
              </Suspense>
            )}
          />
          {bodyError && (
            <p id={`${fieldId(bodyField)}-error`} className="mt-1 text-xs font-medium text-red-700">
              {bodyError}
            </p>
          )}
        </div>
      </div>
      <section aria-labelledby={`page-seo-${language}`} className={`${cardClass} space-y-4 p-4`}>
        <div>
          <h2 id={`page-seo-${language}`} className="text-base font-semibold">
            {t('pages.seo')}
          </h2>
          <p className="text-sm text-neutral-700">{t('pages.seoHint')}</p>
        </div>
        <TextField
          id={fieldId(`seoTitle.${language}`)}
          label={label('seoTitle')}
          hint={count('seoTitle')}
          lang={language}
          dir={dir}
          autoComplete="off"
          error={message(`seoTitle.${language}`)}
          {...register('seoTitle')}
        />
        <TextAreaField
          id={fieldId(`seoDescription.${language}`)}
          label={label('seoDescription')}
          hint={count('seoDescription')}
          lang={language}
          dir={dir}
          rows={3}
          error={message(`seoDescription.${language}`)}
          {...register('seoDescription')}
        />
        <TextField
          id={fieldId(`address.${language}`)}
          label={label('address')}
          hint={t(language === 'ar' ? 'pages.addressHintArabic' : 'pages.addressHint', {
            path,
          })}
          lang={language}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          placeholder={language === 'ar' ? english : addressOfTitle(values.title.en)}
          error={message(`address.${language}`)}
          {...register('address')}
        />
        <SearchPreview language={language} values={values} path={path} />
      </section>
    </div>
  );
}

/**
 * A page's storefront path in a language (`/pages/about-us`, `/pages/من-نحن?lang=ar`): as people
 * read it, or `encoded` for a link.
 */
function pagePath(address: string, language: PageLanguage, encoded = false) {
  const written = encoded ? encodeURIComponent(address) : address;
  return `/pages/${written}${language === 'ar' ? '?lang=ar' : ''}`;
}

function EditorLoading() {
  const { t } = useI18n();
  return (
    <p className="rounded-md border border-neutral-300 bg-white p-6 text-center text-sm text-neutral-600">
      {t('pages.editorLoading')}
    </p>
  );
}

/**
 * The page as a search engine may list it in `language`: as the shop answers it, a text without
 * its Arabic shows the English one, and without a search title or description the page's title
 * and its body's start stand in.
 */
function SearchPreview({
  language,
  values,
  path,
}: {
  language: PageLanguage;
  values: PageFormValues;
  path: string;
}) {
  const { t } = useI18n();
  const pick = (text: PageText) =>
    (language === 'ar' && values[text].ar.trim()) || values[text].en.trim();
  const body = pick('body');
  const seoDescription = pick('seoDescription');
  const description = useMemo(() => seoDescription || plainText(body), [seoDescription, body]);
  const title = pick('seoTitle') || pick('title');
  const address = `${window.location.host}${path}`;
  return (
    <figure className="space-y-1">
      <figcaption className="text-xs font-medium text-neutral-600">
        {t('pages.seoPreview')}
      </figcaption>
      <div
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        className="rounded-md border border-neutral-200 p-3"
      >
        <p className="truncate text-lg text-sky-900">{title || t('pages.untitled')}</p>
        <p className="truncate text-xs text-green-800" dir="ltr">
          {address}
        </p>
        <p className="text-sm text-neutral-700">
          {description.length > 160 ? `${description.slice(0, 157)}…` : description}
        </p>
      </div>
    </figure>
  );
}

/** Where the page stands: on the shop or hidden, its address, and a way to take it off. */
function StatusCard({
  page,
  busy,
  onUnpublish,
}: {
  page: AdminPage | null;
  busy: boolean;
  onUnpublish: () => void;
}) {
  const { t, lang } = useI18n();
  const liveAddress = (language: PageLanguage) =>
    page ? page.live.address[language] || page.live.address.en : '';
  const shopAddress = page && pagePath(liveAddress(lang), lang, true);
  let facts: ReactNode = null;
  if (page) {
    facts = (
      <>
        <PageStatusBadges page={page} />
        <p className="text-sm text-neutral-700">
          <time dateTime={page.updatedAt}>
            {t('pages.updated', { time: formatDateTime(page.updatedAt, lang) })}
          </time>
        </p>
        {!page.published && <p className="text-sm text-neutral-700">{t('pages.hiddenHint')}</p>}
      </>
    );
  }
  return (
    <section aria-labelledby="page-status" className={`${cardClass} grid gap-3 p-4`}>
      <h2 id="page-status" className="text-base font-semibold">
        {t('pages.statusTitle')}
      </h2>
      {facts}
      <div>
        <p className="text-sm font-medium text-neutral-800">{t('pages.address')}</p>
        {page ? (
          <ul className="text-sm text-neutral-700">
            {PAGE_LANGUAGES.map((language) => (
              <li key={language} lang={language}>
                <bdi dir="ltr">{pagePath(liveAddress(language), language)}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-neutral-600">{t('pages.addressLater')}</p>
        )}
      </div>
      {page?.published && shopAddress && (
        <div className="flex flex-wrap gap-2">
          <a href={shopAddress} target="_blank" rel="noopener" className={secondaryButtonClass}>
            {t('pages.view')} <span className="sr-only">{t('pages.opensNewTab')}</span>
          </a>
          <button type="button" className={dangerButtonClass} disabled={busy} onClick={onUnpublish}>
            {t('pages.unpublish')}
          </button>
        </div>
      )}
    </section>
  );
}

/** A page that could not be read: not there (404), not allowed (403), or a retry. */
function ExistingPage({ id }: { id: number }) {
  const { t } = useI18n();
  const page = useAdminPage(id);
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) {
      return (
        <>
          <PageHeader title={t('pages.title')} />
          <p className="mb-3 text-sm text-neutral-700">{t('pages.notFound', { id })}</p>
          <Link to="/pages" className={linkClass}>
            {t('pages.all')}
          </Link>
        </>
      );
    }
    return (
      <LoadFailed
        error={page.error}
        permission="content.manage"
        retry={() => void page.refetch()}
      />
    );
  }
  if (!page.data) return <Loading />;
  return <PageEditor key={id} page={page.data} />;
}

/** /admin/pages/new and /admin/pages/:id (content.manage). */
export default function PageEditorPage() {
  const { id } = useParams();
  const pageId = Number(id);
  if (id !== undefined && Number.isInteger(pageId) && pageId > 0) {
    return <ExistingPage id={pageId} />;
  }
  return <PageEditor page={null} />;
}
