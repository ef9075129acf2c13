import { type ReactNode, useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CheckboxField, TextField } from '../../shared/ui/field.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { linkAddress, pictureAddress } from './addresses.ts';
import type { ToolFormProps } from './rich-text-editor.tsx';

/**
 * The link and picture forms under the rich-text editor's toolbar, drawn with the back office's
 * fields (rich-text-editor.tsx asks the page for them). A fieldset, not a <form>: the editor is
 * inside the page's form. Enter applies, Escape closes; the focus starts on the address.
 */
export function ToolForm(props: ToolFormProps) {
  return props.kind === 'link' ? <LinkForm {...props} /> : <PictureForm {...props} />;
}

function Fields({
  label,
  applyLabel,
  onApply,
  onClose,
  children,
}: {
  label: string;
  applyLabel: string;
  onApply: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <fieldset
      className="rte-panel"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          // Not the page's form: Enter here is this form's.
          event.preventDefault();
          if (event.target.type !== 'checkbox') onApply();
        }
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <legend className="sr-only">{label}</legend>
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButtonClass} onClick={onApply}>
          {applyLabel}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </fieldset>
  );
}

/** Focuses the field `id` once it is drawn. */
function useFocusFirst(id: string) {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
}

function LinkForm({ link, applyLink, close }: ToolFormProps) {
  const { t } = useI18n();
  const id = useId();
  const [address, setAddress] = useState(link?.href ?? '');
  const [newTab, setNewTab] = useState(link?.newTab ?? false);
  const [invalid, setInvalid] = useState(false);
  useFocusFirst(id);
  const apply = () => {
    const href = linkAddress(address);
    setInvalid(href === null);
    if (href === null) document.getElementById(id)?.focus();
    else applyLink(href, newTab);
  };
  return (
    <Fields
      label={t('pages.tool.link')}
      applyLabel={t('pages.link.apply')}
      onApply={apply}
      onClose={close}
    >
      <TextField
        id={id}
        label={t('pages.link.address')}
        hint={t('pages.link.hint')}
        error={invalid ? t('pages.link.invalid') : undefined}
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(event) => setAddress(event.currentTarget.value)}
      />
      <CheckboxField
        label={t('pages.link.newTab')}
        checked={newTab}
        onChange={(event) => setNewTab(event.currentTarget.checked)}
      />
    </Fields>
  );
}

function PictureForm({ picture, applyPicture, close }: ToolFormProps) {
  const { t } = useI18n();
  const id = useId();
  const [address, setAddress] = useState(picture?.src ?? '');
  const [alt, setAlt] = useState(picture?.alt ?? '');
  const [invalid, setInvalid] = useState(false);
  useFocusFirst(id);
  const apply = () => {
    const src = pictureAddress(address);
    setInvalid(src === null);
    if (src === null) document.getElementById(id)?.focus();
    else applyPicture(src, alt.trim());
  };
  return (
    <Fields
      label={t('pages.tool.image')}
      applyLabel={t('pages.image.insert')}
      onApply={apply}
      onClose={close}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={id}
          label={t('pages.image.address')}
          hint={t('pages.image.hint')}
          error={invalid ? t('pages.image.invalid') : undefined}
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
        />
        <TextField
          label={t('pages.image.alt')}
          hint={t('pages.image.altHint')}
          autoComplete="off"
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
        />
      </div>
    </Fields>
  );
}
