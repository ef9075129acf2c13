import { useRef } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { secondaryButtonClass } from '../../shared/ui/styles.ts';
import { PICTURE_MAX_MB, PICTURE_TYPES, type PictureUpload } from './picture-upload.ts';

/**
 * "Upload a picture": a real button (Tab, Enter or Space) that opens the file chooser of a file
 * input kept out of sight and out of the tab order, so the control is named and focused like the
 * form's other buttons. Under it, how the upload goes: a status line read out as it changes, and a
 * refusal as an alert naming the file and the reason.
 */
export function UploadPictureButton({
  id,
  upload,
  message,
  wait,
  onFile,
}: {
  id: string;
  upload: PictureUpload;
  /** What the form says about the upload (uploadMessage). */
  message: string;
  /** Why Insert waits, when it was asked for during an upload. */
  wait: string;
  onFile: (file: File) => void;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const uploading = upload.state === 'uploading';
  const failed = upload.state === 'failed';
  return (
    <div className="rte-upload">
      <div className="flex flex-wrap items-center gap-3">
        <button
          id={id}
          type="button"
          className={secondaryButtonClass}
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
        >
          <UploadIcon />
          {t('pages.upload.button')}
        </button>
        <input
          ref={input}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            // The same file may be chosen again after a failure.
            event.currentTarget.value = '';
            if (chosen) onFile(chosen);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-neutral-600">
          {t('pages.upload.hint', { mb: PICTURE_MAX_MB })}
        </p>
      </div>
      {/* Live regions stay in the page, empty, so what comes into them is read out. */}
      <p role="status" className="rte-upload-status">
        {uploading && <span aria-hidden="true" className="rte-spinner" />}
        {failed ? '' : message}
        {wait && ` ${wait}`}
      </p>
      <p role="alert" className="rte-upload-problem">
        {failed ? message : ''}
      </p>
    </div>
  );
}

const UploadIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M10 13V3.5M6 7.5l4-4 4 4M3.5 13v2.5a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1V13" />
  </svg>
);
