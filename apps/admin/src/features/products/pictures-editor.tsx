import { isApiError } from '@storefront/client/api-error';
import { type ChangeEvent, type DragEvent, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { iconButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { uploadPicture } from './api/upload-picture.ts';
import type { EditorValues } from './editor-values.ts';
import { LocalizedPair } from './localized-pair.tsx';

/**
 * Pictures: several uploaded at once, reordered with buttons (the first is the product's main
 * picture), alt text in both languages. Which variation shows which is chosen in the variations.
 */
export function PicturesEditor({ form }: { form: UseFormReturn<EditorValues> }) {
  const { t } = useI18n();
  const pictures = useFieldArray({ control: form.control, name: 'pictures', keyName: 'key' });
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const values = form.watch('pictures');

  const [dragging, setDragging] = useState(false);

  const uploadFiles = async (files: File[]) => {
    if (files.length === 0 || busy) return;
    setBusy(true);
    setStatus(t('editor.uploading', { count: files.length }));
    const results = await Promise.allSettled(files.map((file) => uploadPicture(file)));
    let failed = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') {
        pictures.append({
          fileId: result.value.fileId,
          url: result.value.url,
          alt: { en: '', ar: '' },
        });
      } else {
        failed += 1;
        if (isApiError(result.reason)) setStatus(result.reason.message);
      }
    }
    setBusy(false);
    setStatus(
      failed > 0
        ? t('editor.uploadFailed', { count: failed })
        : t('editor.uploaded', { count: files.length }),
    );
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void uploadFiles(files);
  };

  // Pictures dropped from the desktop go the same way as those chosen with the button.
  const dropZone = {
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      void uploadFiles([...event.dataTransfer.files].filter((f) => f.type.startsWith('image/')));
    },
  };

  const move = (from: number, to: number) => {
    pictures.move(from, to);
    setStatus(t('editor.pictureMoved', { n: to + 1 }));
  };

  return (
    <div className="space-y-3">
      <div
        {...dropZone}
        className={`rounded-md border-2 border-dashed p-4 ${dragging ? 'border-primary bg-primary/5' : 'border-neutral-300'}`}
      >
        <label
          htmlFor="picture-upload"
          className={`${secondaryButtonClass} cursor-pointer focus-within:outline-2 focus-within:outline-primary-strong`}
        >
          {t('editor.upload')}
        </label>
        <span className="ms-3 text-sm text-neutral-600">{t('editor.dropHint')}</span>
        <input
          id="picture-upload"
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          onChange={upload}
          className="sr-only"
        />
        <p role="status" className="mt-1 text-sm text-neutral-600">
          {status}
        </p>
      </div>
      <ol className="space-y-3">
        {pictures.fields.map((field, i) => (
          <li
            key={field.key}
            className="flex flex-wrap gap-3 rounded-md border border-neutral-200 p-3"
          >
            <img src={field.url} alt="" className="size-20 rounded object-cover" />
            <div className="min-w-0 flex-1">
              <LocalizedPair
                label={t('editor.altOf', { n: i + 1 })}
                en={form.register(`pictures.${i}.alt.en`)}
                ar={form.register(`pictures.${i}.alt.ar`)}
                values={values[i]?.alt ?? { en: '', ar: '' }}
              />
            </div>
            <div className="flex items-start gap-1">
              <button
                type="button"
                className={iconButtonClass}
                disabled={i === 0}
                aria-label={t('editor.moveUp', { n: i + 1 })}
                onClick={() => move(i, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={iconButtonClass}
                disabled={i === pictures.fields.length - 1}
                aria-label={t('editor.moveDown', { n: i + 1 })}
                onClick={() => move(i, i + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className={iconButtonClass}
                aria-label={t('editor.removePicture', { n: i + 1 })}
                onClick={() => {
                  const fileId = form.getValues(`pictures.${i}.fileId`);
                  form.getValues('variations').forEach((variation, v) => {
                    if (variation.picture === fileId) form.setValue(`variations.${v}.picture`, '');
                  });
                  pictures.remove(i);
                }}
              >
                ×
              </button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
