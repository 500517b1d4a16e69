import { PICTURE_LIMITS } from '@souq/contracts';
import { useId, useState } from 'react';
import { FieldError } from '../../../shared/form/fields';
import { errorMessageText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SECONDARY_BUTTON } from '../components/buttons';
import { uploadBannerPicture } from './banners-api';

/**
 * A banner's picture: the one it has (its preview), a file chosen to replace it (uploaded at
 * once through the ads' picture pipeline), and, when optional, a button to go without.
 */
export function BannerPictureField({
  label,
  preview,
  error,
  onUploaded,
  onRemove,
}: {
  label: string;
  /** The picture's address as shown, or null for none. */
  preview: string | null;
  error: string | undefined;
  onUploaded: (image: string, preview: string) => void;
  /** Given when the picture is optional. */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const shown = uploadError ?? error;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError(undefined);
    try {
      const { data } = await uploadBannerPicture(file);
      onUploaded(data.image, data.preview);
    } catch (failure) {
      setUploadError(errorMessageText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {preview === null ? null : (
        <img
          src={preview}
          alt=""
          width={320}
          height={100}
          className="mb-2 aspect-[16/5] w-full max-w-sm rounded-lg bg-slate-200 object-cover"
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={PICTURE_LIMITS.types.join(',')}
          disabled={busy}
          aria-busy={busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => void upload(event.target.files?.[0])}
          className="block max-w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-800"
        />
        {onRemove && preview !== null ? (
          <button type="button" onClick={onRemove} className={SECONDARY_BUTTON}>
            {t('admin.banners.removePicture')}
          </button>
        ) : null}
      </div>
      {busy ? <p className="mt-1 text-sm text-slate-600">{t('admin.banners.uploading')}</p> : null}
      <FieldError id={`${id}-error`} message={shown} />
    </div>
  );
}
