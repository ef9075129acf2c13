import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CheckboxField, TextField } from '../../shared/ui/field.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { linkAddress, pictureAddress } from './addresses.ts';
import { uploadMessage, usePictureUpload } from './picture-upload.ts';
import { UploadPictureButton } from './picture-upload-button.tsx';
import type { ToolFormProps } from './rich-text-editor.tsx';

/**
 * The link and picture forms under the rich-text editor's toolbar, drawn with the back office's
 * fields (rich-text-editor.tsx asks the page for them). A fieldset, not a <form>: the editor is
 * inside the page's form. Enter applies, Escape closes; the focus starts on the first field (the
 * picture's upload button, or its description when a dropped file is uploading).
 */
export function ToolForm(props: ToolFormProps) {
  return props.kind === 'link' ? <LinkForm {...props} /> : <PictureForm {...props} />;
}

function Fields({
  label,
  applyLabel,
  applyDisabled = false,
  onApply,
  onClose,
  children,
}: {
  label: string;
  applyLabel: string;
  applyDisabled?: boolean;
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
        <button
          type="button"
          className={primaryButtonClass}
          disabled={applyDisabled}
          onClick={onApply}
        >
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

/**
 * A picture: uploaded from the computer (or dropped or pasted into the body: `file`), or an https
 * address; and its alternative text, required, in the language of the body it goes into.
 */
function PictureForm({ lang, file, picture, applyPicture, close }: ToolFormProps) {
  const { t } = useI18n();
  const id = useId();
  const addressId = `${id}-address`;
  const altId = `${id}-alt`;
  const [address, setAddress] = useState(picture?.src ?? '');
  const [alt, setAlt] = useState(picture?.alt ?? '');
  const [invalid, setInvalid] = useState(false);
  const [altMissing, setAltMissing] = useState(false);
  const [wait, setWait] = useState(false);
  const { upload, start, cancel } = usePictureUpload((url) => {
    setAddress(url);
    setInvalid(false);
    // From the upload button (the file chooser gives the focus back to it): on to the words.
    if (document.activeElement === document.body || document.activeElement?.id === `${id}-upload`) {
      document.getElementById(altId)?.focus();
    }
  });
  const uploading = upload.state === 'uploading';
  // A dropped or pasted file goes up at once, while the owner describes it: once, for the file
  // the form was opened with (a new file opens a new form), even when React runs effects twice.
  useFocusFirst(file ? altId : `${id}-upload`);
  const started = useRef(false);
  useEffect(() => {
    if (!file || started.current) return;
    started.current = true;
    void start(file);
  }, [file, start]);

  const apply = () => {
    // Said until this upload ends (Insert itself is disabled meanwhile; Enter in a field is not).
    setWait(uploading);
    if (uploading) return;
    const src = pictureAddress(address);
    const text = alt.trim();
    setInvalid(src === null);
    setAltMissing(text === '');
    if (src === null) document.getElementById(addressId)?.focus();
    else if (text === '') document.getElementById(altId)?.focus();
    else applyPicture(src, text);
  };
  const uploaded = upload.state === 'done' && upload.url === address ? upload.url : null;
  return (
    <Fields
      label={t('pages.tool.image')}
      applyLabel={t('pages.image.insert')}
      applyDisabled={uploading}
      onApply={apply}
      onClose={() => {
        cancel();
        close();
      }}
    >
      <UploadPictureButton
        id={`${id}-upload`}
        upload={upload}
        message={uploadMessage(upload, t)}
        wait={wait && uploading ? t('pages.image.wait') : ''}
        onFile={(chosen) => void start(chosen)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={addressId}
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
          id={altId}
          label={t(`pages.inLanguage.${lang}`, { field: t('pages.image.alt') })}
          hint={t('pages.image.altHint')}
          error={altMissing ? t('pages.image.altMissing') : undefined}
          lang={lang}
          dir={lang === 'ar' ? 'rtl' : 'ltr'}
          aria-required
          autoComplete="off"
          value={alt}
          onChange={(event) => setAlt(event.currentTarget.value)}
        />
      </div>
      {/* The picture uploaded, to describe it by: its words are in the field above. */}
      {uploaded && <img src={uploaded} alt="" className="rte-upload-preview" />}
    </Fields>
  );
}
