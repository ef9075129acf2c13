import { isApiError } from '@storefront/client/api-error';
import type { AdminTheme } from '@storefront/contracts/admin-theme';
import { useState } from 'react';
import '../../i18n/content.ts';
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
  useDiscardThemeDraft,
  usePublishTheme,
  useRestoreThemeVersion,
  useSaveThemeDraft,
} from './api.ts';
import { type ThemeFormValues, toFormValues, toSettingsBody } from './form-values.ts';
import { ThemeFields } from './theme-fields.tsx';
import { ThemePreview } from './theme-preview.tsx';
import { ThemeVersions } from './theme-versions.tsx';

/** The form over what was last saved (the draft, or the live theme without one). */
function ThemeEditor({ theme }: { theme: AdminTheme }) {
  const { t, lang } = useI18n();
  const saved = toFormValues(theme.draft ?? theme.live);
  const [values, setValues] = useState<ThemeFormValues>(saved);
  const [done, setDone] = useState('');
  const save = useSaveThemeDraft();
  const discard = useDiscardThemeDraft();
  const publish = usePublishTheme();
  const restore = useRestoreThemeVersion();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const busy = save.isPending || discard.isPending || publish.isPending || restore.isPending;
  const failure = [save, discard, publish, restore].find((step) => step.error)?.error;
  const errors = isApiError(save.error) ? save.error.fields : {};
  const reset = () => {
    for (const step of [save, discard, publish, restore]) step.reset();
  };

  const saveDraft = async () => {
    reset();
    const answer = await save.mutateAsync(toSettingsBody(values)).catch(() => null);
    if (answer) setDone(t('theme.saved'));
    return answer !== null;
  };

  return (
    <>
      <PageHeader
        title={t('theme.title')}
        actions={
          <>
            {theme.draft && (
              <button
                type="button"
                className={dangerButtonClass}
                disabled={busy}
                onClick={() => {
                  if (!window.confirm(t('theme.confirmDiscard'))) return;
                  reset();
                  discard.mutate(undefined, {
                    onSuccess: (next) => {
                      setValues(toFormValues(next.live));
                      setDone(t('theme.discarded'));
                    },
                  });
                }}
              >
                {t('theme.discard')}
              </button>
            )}
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy || !dirty}
              onClick={() => void saveDraft()}
            >
              {t('theme.saveDraft')}
            </button>
            <button
              type="button"
              className={primaryButtonClass}
              disabled={busy || (!dirty && !theme.draft)}
              onClick={async () => {
                if (dirty && !(await saveDraft())) return;
                reset();
                publish.mutate(undefined, { onSuccess: () => setDone(t('theme.published')) });
              }}
            >
              {t('theme.publish')}
            </button>
          </>
        }
      />
      <SettingsTabs />
      <p className="mb-2 text-sm text-neutral-700">{t('theme.intro')}</p>
      <p className="mb-2 text-sm text-neutral-600">
        {theme.draftSavedAt
          ? t('theme.draftSaved', { time: formatDateTime(theme.draftSavedAt, lang) })
          : t('theme.noDraft')}
        {dirty && <> · {t('theme.unsaved')}</>}
      </p>
      <p role="status" className="mb-3 text-sm text-green-800 empty:hidden">
        {done}
      </p>
      <div className="mb-3">
        <FormAlert
          message={
            failure ? (isApiError(failure) ? failure.message : t('common.failed')) : undefined
          }
        />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void saveDraft();
          }}
        >
          <ThemeFields
            values={values}
            set={(changes) => setValues((now) => ({ ...now, ...changes }))}
            errors={errors}
            menus={theme.menus}
          />
        </form>
        <div className="grid gap-4 lg:sticky lg:top-4">
          <ThemePreview draftSavedAt={theme.draftSavedAt} />
          <ThemeVersions
            versions={theme.versions}
            restoring={busy}
            onRestore={(id) => {
              reset();
              restore.mutate(id, {
                onSuccess: (next) => {
                  if (!next.draft) setValues(toFormValues(next.live));
                  setDone(t('theme.restored', { id }));
                },
              });
            }}
          />
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
