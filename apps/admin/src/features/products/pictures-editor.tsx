import { closestCenter, DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isApiError } from '@storefront/client/api-error';
import { type ChangeEvent, type DragEvent, type ReactNode, useRef, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { uploadPicture } from '../../shared/api/upload-picture.ts';
import { dragAccessibility, useSortableSensors } from '../../shared/ui/drag-accessibility.ts';
import { iconButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import type { EditorValues } from './editor-values.ts';
import { LocalizedPair } from './localized-pair.tsx';

/**
 * Pictures: several uploaded at once, reordered by dragging a handle (pointer or keyboard, with
 * the admin's own screen-reader announcements) or with the ↑ ↓ buttons (the first is the
 * product's main picture), alt text in both languages. Which variation shows which is chosen in
 * the variations.
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

  // Dragging: a few pixels before a pointer drag starts (a press alone does nothing); space or
  // enter on the handle, then the arrow keys. Dropping moves the field as ↑ ↓ do.
  const sensors = useSortableSensors();
  const ids = pictures.fields.map((field) => field.key);
  const pictureName = (id: UniqueIdentifier) =>
    t('editor.pictureN', { n: ids.indexOf(String(id)) + 1 });
  const locked = form.formState.disabled;
  const pickedUp = useRef(false);

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
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={dragAccessibility(t, pictureName, pickedUp)}
        onDragEnd={({ active, over }) => {
          const from = ids.indexOf(String(active.id));
          const to = over ? ids.indexOf(String(over.id)) : -1;
          if (from >= 0 && to >= 0 && from !== to) move(from, to);
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="space-y-3">
            {pictures.fields.map((field, i) => (
              <SortablePicture
                key={field.key}
                id={field.key}
                label={t('editor.dragPicture', { n: i + 1 })}
                disabled={locked}
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
                        if (variation.picture === fileId)
                          form.setValue(`variations.${v}.picture`, '');
                      });
                      pictures.remove(i);
                    }}
                  >
                    ×
                  </button>
                </div>
              </SortablePicture>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

/** One picture of the list, moved by its drag handle (a button, first in the row). */
function SortablePicture({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled, attributes: { roleDescription: t('drag.roleDescription') } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex flex-wrap gap-3 rounded-md border border-neutral-200 bg-white p-3 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={label}
        disabled={disabled}
        className={`${iconButtonClass} cursor-grab touch-none self-center active:cursor-grabbing`}
      >
        <GripIcon />
      </button>
      {children}
    </li>
  );
}

function GripIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 16" className="h-4 w-2.5" fill="currentColor">
      {[3, 8, 13].flatMap((cy) =>
        [2.5, 7.5].map((cx) => <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r="1.5" />),
      )}
    </svg>
  );
}
