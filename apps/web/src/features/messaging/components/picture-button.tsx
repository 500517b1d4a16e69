import { PICTURE_LIMITS } from '@souq/contracts';
import { ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/http/api-error';
import { serverErrorText } from '../../../shared/http/server-error-text';
import { useLang } from '../../../shared/i18n/use-lang';
import { pictureToSend } from '../../../shared/pictures/scale-picture';

export type SendPicture = (
  picture: Blob,
  onProgress: (share: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

/**
 * Chooses a picture and sends it as a message: scaled down in the browser first (as the ads'
 * pictures are), with its upload progress; a refused one says why under the message box.
 */
export function PictureButton({ onSend, disabled }: { onSend: SendPicture; disabled: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = async (file: File) => {
    setError(null);
    setProgress(0);
    const ready = await pictureToSend(file, lang);
    if ('error' in ready) {
      setProgress(null);
      setError(ready.error);
      return;
    }
    const running = new AbortController();
    controller.current = running;
    try {
      await onSend(ready.picture, setProgress, running.signal);
    } catch (failure) {
      if (running.signal.aborted) return;
      const fieldError = failure instanceof ApiError ? failure.errors.picture?.[0] : undefined;
      setError(fieldError ?? serverErrorText(t, failure));
    } finally {
      if (!running.signal.aborted) setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <>
      <button
        type="button"
        disabled={disabled || sending}
        aria-label={t('messaging.attachPicture')}
        title={t('messaging.attachPicture')}
        onClick={() => input.current?.click()}
        className="mb-0.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-teal-800 hover:bg-teal-50 disabled:opacity-60"
      >
        <ImagePlus aria-hidden="true" className="size-5" />
      </button>
      <input
        ref={input}
        type="file"
        accept={PICTURE_LIMITS.types.join(',')}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {sending ? (
        <p role="status" className="order-last basis-full text-sm text-slate-600">
          {t('messaging.sendingPicture', { percent: Math.round(progress * 100) })}
        </p>
      ) : null}
      {error === null ? null : (
        <p role="alert" className="order-last basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
