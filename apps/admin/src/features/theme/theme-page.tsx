import { isApiError } from '@storefront/client/api-error';
import { applyServerError, errorText } from '@storefront/client/server-errors';
import type { AdminTheme } from '@storefront/contracts/admin-theme';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import '../../i18n/content.ts';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatDateTime } from '../../shared/format-date.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../shared/ui/styles.ts';
import { SettingsTabs } from '../settings/settings-tabs.tsx';
import {
  useAdminTheme,
  useCancelThemeSchedule,
  useDiscardThemeDraft,
  usePublishTheme,
  useRestoreThemeVersion,
  useSaveThemeDraft,
  useScheduleTheme,
} from './api.ts';
import {
  type ThemeField,
  type ThemeFormValues,
  toFormValues,
  toSettingsBody,
} from './form-values.ts';
import { ThemeFields } from './theme-fields.tsx';
import { ThemePreview } from './theme-preview.tsx';
import { ThemeSchedule } from './theme-schedule.tsx';
import { ThemeVersions } from './theme-versions.tsx';

const FORM_ID = 'theme-form';

/** Every field the API may name in a 400, so its message lands under the right input. */
const FIELDS: ThemeField[] = [
  'title.en',
  'title.ar',
  'color',
  'logo',
  'metadata_icon',
  'main_menu',
  'footer_menus',
  'copy_right.en',
  'copy_right.ar',
  'overrided_footer_image',
  'twitter_url',
  'facebook_url',
  'instagram_url',
  'youtube_url',
  'metadata_title.en',
  'metadata_title.ar',
  'metadata_description.en',
  'metadata_description.ar',
  'languages',
  'price_format',
  'currency_label',
  'currency_position',
  'default_country',
];

/** Whether a refusal named at least one of the form's fields (then shown under it). */
const namesAField = (error: unknown) =>
  isApiError(error) &&
  Object.keys(error.fields).some((path) =>
    (FIELDS as string[]).includes(path.replace(/^body\./, '')),
  );

/**
 * The form over what was last saved (the draft, or the live theme without one), the preview
 * beside it and the versions under it. Saving sends the whole theme (PUT admin/theme/draft);
 * Publish saves unsaved changes first. After each write the form holds what the API answered.
 */
function ThemeEditor({ theme }: { theme: AdminTheme }) {
  const { t, lang } = useI18n();
  const form = useForm<ThemeFormValues>({
    defaultValues: toFormValues(theme.draft ?? theme.live),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const save = useSaveThemeDraft();
  const discard = useDiscardThemeDraft();
  const publish = usePublishTheme();
  const restore = useRestoreThemeVersion();
  const schedule = useScheduleTheme();
  const cancelSchedule = useCancelThemeSchedule();
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState<string>();
  const busy =
    isSubmitting ||
    discard.isPending ||
    publish.isPending ||
    restore.isPending ||
    schedule.isPending ||
    cancelSchedule.isPending;

  const message = (field: ThemeField) =>
    errorText(form.getFieldState(field, form.formState).error, (key) => t(key as AdminKey));
  const failure = (error: unknown) => {
    if (!isApiError(error) || error.status >= 500) return t('common.failed');
    return error.code === 'network_error' ? t('common.offline') : error.message;
  };
  const start = () => {
    setDone('');
    setProblem(undefined);
  };

  /** Saves the form as the draft (the API's refusals land under their fields), then `then` (Publish) or says it is saved. */
  const saveDraft = (then?: () => Promise<void>) =>
    form.handleSubmit(async (values) => {
      start();
      // The API checks every rule and names each field it refuses; zod stays off this page.
      const body = toSettingsBody(values);
      let next: AdminTheme;
      try {
        next = await save.mutateAsync(body);
      } catch (error) {
        applyServerError(error, form.setError, FIELDS, {
          offline: t('common.offline'),
          generic: t('common.failed'),
        });
        if (namesAField(error)) setProblem(t('theme.fixFields'));
        return;
      }
      form.reset(toFormValues(next.draft ?? next.live));
      if (then) await then();
      else setDone(t('theme.saved'));
    });

  const publishNow = async () => {
    try {
      const next = await publish.mutateAsync();
      form.reset(toFormValues(next.live));
      setDone(t('theme.published'));
    } catch (error) {
      setProblem(failure(error));
    }
  };

  const discardDraft = () => {
    if (!window.confirm(t('theme.confirmDiscard'))) return;
    start();
    discard.mutate(undefined, {
      onSuccess: (next) => {
        form.reset(toFormValues(next.live));
        setDone(t('theme.discarded'));
      },
      onError: (error) => setProblem(failure(error)),
    });
  };

  const restoreVersion = (id: number) => {
    start();
    restore.mutate(id, {
      onSuccess: (next) => {
        // Without a draft the form is over the live theme: the restored one now (edits kept).
        if (!next.draft) form.reset(toFormValues(next.live), { keepDirtyValues: true });
        setDone(t('theme.restored', { id }));
      },
      onError: (error) => setProblem(failure(error)),
    });
  };

  const scheduleDraft = (publishAt: string) => {
    start();
    schedule.mutate(publishAt, {
      onSuccess: (next) => {
        form.reset(toFormValues(next.draft ?? next.live));
        setDone(t('theme.scheduledDone', { time: formatDateTime(publishAt, lang) }));
      },
      onError: (error) => setProblem(failure(error)),
    });
  };

  const cancelScheduled = () => {
    start();
    cancelSchedule.mutate(undefined, {
      onSuccess: () => setDone(t('theme.scheduleCancelled')),
      onError: (error) => setProblem(failure(error)),
    });
  };

  return (
    <>
      {/* The actions and what they did stay in sight while the form scrolls (not on a phone). */}
      <div className="z-20 -mx-4 mb-4 border-b border-neutral-200 bg-neutral-100 px-4 pb-3 sm:sticky sm:top-14 sm:pt-3 lg:-mx-6 lg:px-6 [&>:first-child]:mb-1">
        <PageHeader
          title={t('theme.title')}
          actions={
            <>
              {theme.draft && (
                <button
                  type="button"
                  className={dangerButtonClass}
                  disabled={busy}
                  onClick={discardDraft}
                >
                  {t('theme.discard')}
                </button>
              )}
              {isDirty && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={busy}
                  onClick={() => {
                    start();
                    form.reset();
                    setDone(t('theme.undone'));
                  }}
                >
                  {t('theme.undo')}
                </button>
              )}
              <button
                type="submit"
                form={FORM_ID}
                className={secondaryButtonClass}
                disabled={busy || !isDirty}
              >
                {t('theme.saveDraft')}
              </button>
              <button
                type="button"
                className={primaryButtonClass}
                disabled={busy || (!isDirty && !theme.draft)}
                onClick={() => {
                  start();
                  if (isDirty) void saveDraft(publishNow)();
                  else void publishNow();
                }}
              >
                {t('theme.publish')}
              </button>
            </>
          }
        />
        <p className="text-sm text-neutral-600">
          {theme.draftSavedAt
            ? t('theme.draftSaved', { time: formatDateTime(theme.draftSavedAt, lang) })
            : t('theme.noDraft')}
          {isDirty && <span className="font-medium text-amber-800"> · {t('theme.unsaved')}</span>}
        </p>
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
        <div className="mt-1 empty:hidden">
          <FormAlert message={errors.root?.server?.message ?? problem} />
        </div>
      </div>
      <SettingsTabs />
      <p className="mb-2 text-sm text-neutral-700">{t('theme.intro')}</p>
      {/* On the page's grey, not a card's white: the shop's colour would be short of 4.5:1. */}
      <a
        href="#theme-preview"
        className="mb-3 inline-block text-sm font-medium text-neutral-900 underline underline-offset-2 xl:hidden"
      >
        {t('theme.toPreview')}
      </a>
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <form
          id={FORM_ID}
          noValidate
          onSubmit={saveDraft()}
          className="min-w-0 xl:col-start-1 xl:row-start-1"
        >
          <ThemeFields form={form} message={message} menus={theme.menus} />
        </form>
        <ThemePreview
          draftSavedAt={theme.draftSavedAt}
          scheduled={theme.scheduled}
          className="scroll-mt-4 sm:scroll-mt-44 xl:sticky xl:top-44 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:h-[calc(100dvh-12.5rem)]"
        />
        <div className="grid gap-4 xl:col-start-1 xl:row-start-2">
          <ThemeSchedule
            theme={theme}
            canSchedule={theme.draft !== null && !isDirty}
            busy={busy}
            onSchedule={scheduleDraft}
            onCancel={cancelScheduled}
          />
          <ThemeVersions versions={theme.versions} busy={busy} onRestore={restoreVersion} />
        </div>
      </div>
    </>
  );
}

/**
 * /admin/settings/theme (content.manage): every theme setting, saved as a draft shown in the
 * preview of the real storefront beside the form, then published; earlier versions restorable.
 */
export default function ThemePage() {
  const theme = useAdminTheme();
  if (theme.isError) {
    return (
      <LoadFailed
        error={theme.error}
        permission="content.manage"
        retry={() => void theme.refetch()}
      />
    );
  }
  if (!theme.data) return <Loading />;
  return <ThemeEditor theme={theme.data} />;
}
