import { SELLING_LIMITS, type UploadedPicture } from '@souq/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pictureToSend } from '../../../shared/pictures/scale-picture';
import { errorMessageText } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { uploadPicture } from '../selling-api';

/** One picture of the form: uploading (with its progress), uploaded, or failed (to retry). */
export type PictureItem = {
  key: string;
  /** What the browser shows at once: the chosen file, or the stored picture. */
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  uploaded?: UploadedPicture;
  error?: string;
  /** Kept for a retry. */
  blob?: Blob;
};

let nextKey = 0;
const newKey = () => `picture-${String((nextKey += 1))}`;

function fromUploaded(picture: UploadedPicture): PictureItem {
  return { key: newKey(), preview: picture.src, status: 'done', progress: 1, uploaded: picture };
}

/**
 * The pictures of the post form: each chosen file is scaled down in the browser
 * (`pictureToSend`), previewed at once and uploaded with its own progress; a failed one can be
 * retried. `ids` are the uploaded ones in the shown order (the cover first).
 */
export function usePictureUploads(initial: UploadedPicture[]) {
  const { t } = useTranslation();
  const lang = useLang();
  const [items, setItems] = useState<PictureItem[]>(() => initial.map(fromUploaded));
  const controllers = useRef(new Map<string, AbortController>());
  const ids = useMemo(
    () => items.flatMap((item) => (item.uploaded ? [item.uploaded.id] : [])),
    [items],
  );

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = (key: string, change: Partial<PictureItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  };

  const send = useCallback(
    async (key: string, blob: Blob) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading', progress: 0, error: undefined, blob });
      try {
        const uploaded = await uploadPicture(
          blob,
          lang,
          (progress) => {
            update(key, { progress });
          },
          controller.signal,
        );
        update(key, { status: 'done', progress: 1, uploaded, blob: undefined });
      } catch (error) {
        if (controller.signal.aborted) return;
        update(key, { status: 'failed', error: errorMessageText(t, error) });
      } finally {
        controllers.current.delete(key);
      }
    },
    [lang, t],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      const room = SELLING_LIMITS.picturesMax - items.length;
      const chosen = files.slice(0, Math.max(0, room));
      const added = chosen.map((file) => ({ key: newKey(), file }));
      setItems((list) => [
        ...list,
        ...added.map(({ key, file }) => ({
          key,
          preview: URL.createObjectURL(file),
          status: 'uploading' as const,
          progress: 0,
        })),
      ]);
      await Promise.all(
        added.map(async ({ key, file }) => {
          const ready = await pictureToSend(file, lang);
          if ('error' in ready) {
            update(key, { status: 'failed', error: ready.error });
            return;
          }
          await send(key, ready.picture);
        }),
      );
      return files.length - chosen.length;
    },
    [items.length, lang, send],
  );

  const retry = (key: string) => {
    const item = items.find((i) => i.key === key);
    if (item?.blob) void send(key, item.blob);
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => list.filter((item) => item.key !== key));
  };

  /** Moves a picture to `index` (0 makes it the cover). */
  const move = (key: string, index: number) => {
    setItems((list) => {
      const from = list.findIndex((item) => item.key === key);
      const item = list[from];
      if (!item || index < 0 || index >= list.length) return list;
      const rest = list.filter((_, i) => i !== from);
      return [...rest.slice(0, index), item, ...rest.slice(index)];
    });
  };

  return { items, ids, add, retry, remove, move };
}
