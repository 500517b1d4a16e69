import { PICTURE_LIMITS, SELLING_LIMITS } from '@souq/contracts';
import { ArrowDown, ArrowUp, Camera, ImagePlus, RotateCw, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FieldError } from '../../../shared/form/fields';
import type { PictureItem } from './use-picture-uploads';

const SMALL_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:opacity-40';

type PicturesFieldProps = {
  items: PictureItem[];
  error: string | undefined;
  onAdd: (files: File[]) => Promise<number>;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, index: number) => void;
};

/**
 * Step 4: up to 12 pictures, chosen, dropped or taken with the camera; each previewed at once
 * with its own progress. Reordered by dragging or by buttons (announced to screen readers); the
 * first is the cover.
 */
export function PicturesField({
  items,
  error,
  onAdd,
  onRetry,
  onRemove,
  onMove,
}: PicturesFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const full = items.length >= SELLING_LIMITS.picturesMax;

  const take = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const left = await onAdd([...files]);
    if (left > 0)
      setAnnouncement(t('selling.pictures.tooMany', { max: SELLING_LIMITS.picturesMax }));
  };

  const moveTo = (item: PictureItem, index: number) => {
    onMove(item.key, index);
    setAnnouncement(
      index === 0
        ? t('selling.pictures.isCover')
        : t('selling.pictures.movedTo', { position: index + 1, count: items.length }),
    );
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) {
      const item = items.find((i) => i.key === dragged);
      if (item) moveTo(item, index);
    } else {
      void take(event.dataTransfer.files);
    }
    setDragged(null);
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-3">
      <legend className="text-lg font-semibold text-slate-900">
        {t('selling.pictures.title')}
      </legend>
      <p className="text-sm text-slate-600">
        {t('selling.pictures.hint', {
          max: SELLING_LIMITS.picturesMax,
          megabytes: PICTURE_LIMITS.maxMegabytes,
        })}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
        }}
        onDrop={(event) => {
          drop(event, items.length);
        }}
        className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-5 text-center"
      >
        <p className="text-sm text-slate-700">{t('selling.pictures.drop')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            disabled={full}
            onClick={() => chooser.current?.click()}
            className="inline-flex items-center gap-1.5 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 disabled:opacity-50"
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t('selling.pictures.choose')}
          </button>
          <button
            type="button"
            disabled={full}
            onClick={() => camera.current?.click()}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-50"
          >
            <Camera aria-hidden="true" className="size-4" />
            {t('selling.pictures.camera')}
          </button>
        </div>
        <input
          ref={chooser}
          type="file"
          multiple
          accept={PICTURE_LIMITS.types.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            void take(event.target.files);
            event.target.value = '';
          }}
        />
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            void take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item, index) => (
            <li
              key={item.key}
              draggable
              onDragStart={() => {
                setDragged(item.key);
              }}
              onDragOver={(event) => {
                event.preventDefault();
              }}
              onDrop={(event) => {
                drop(event, index);
              }}
              aria-label={t('selling.pictures.item', { position: index + 1, count: items.length })}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white"
            >
              <div className="relative aspect-[4/3] bg-slate-100">
                <img src={item.preview} alt="" className="size-full object-cover" />
                {index === 0 ? (
                  <span className="absolute start-2 top-2 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
                    {t('selling.pictures.cover')}
                  </span>
                ) : null}
              </div>
              <div className="space-y-2 p-2">
                {item.status === 'uploading' ? (
                  <progress
                    value={item.progress}
                    max={1}
                    aria-label={t('selling.pictures.uploading')}
                    className="h-2 w-full accent-teal-700"
                  />
                ) : null}
                {item.status === 'failed' ? (
                  <p role="alert" className="text-xs text-red-700">
                    {item.error}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-1">
                  {index > 0 ? (
                    <button
                      type="button"
                      onClick={() => {
                        moveTo(item, 0);
                      }}
                      aria-label={t('selling.pictures.makeCover')}
                      title={t('selling.pictures.makeCover')}
                      className={SMALL_BUTTON}
                    >
                      <Star aria-hidden="true" className="size-4" />
                    </button>
                  ) : null}
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => {
                      moveTo(item, index - 1);
                    }}
                    aria-label={t('selling.pictures.earlier')}
                    title={t('selling.pictures.earlier')}
                    className={SMALL_BUTTON}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    disabled={index === items.length - 1}
                    onClick={() => {
                      moveTo(item, index + 1);
                    }}
                    aria-label={t('selling.pictures.later')}
                    title={t('selling.pictures.later')}
                    className={SMALL_BUTTON}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  {item.status === 'failed' && item.blob ? (
                    <button
                      type="button"
                      onClick={() => {
                        onRetry(item.key);
                      }}
                      aria-label={t('selling.pictures.retry')}
                      title={t('selling.pictures.retry')}
                      className={SMALL_BUTTON}
                    >
                      <RotateCw aria-hidden="true" className="size-4" />
                    </button>
                  ) : null}
                  <button
                    type="button"
                    onClick={() => {
                      onRemove(item.key);
                      setAnnouncement('');
                    }}
                    aria-label={t('selling.pictures.remove')}
                    title={t('selling.pictures.remove')}
                    className={`${SMALL_BUTTON} text-red-700`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
