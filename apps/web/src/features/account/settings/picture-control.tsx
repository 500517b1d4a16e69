import { PICTURE_LIMITS, type SessionUser } from '@souq/contracts';
import { Camera, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { setAuthUser } from '../../../shared/auth/auth-store';
import { errorToastText } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { removeAvatar, uploadAvatar } from '../api';
import { pictureToSend } from '../../../shared/pictures/scale-picture';

/** Changes or removes the profile picture; `onSaved` gets the updated user. */
export function PictureControl({
  user,
  onSaved,
}: {
  user: SessionUser;
  onSaved: (user: SessionUser) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const save = async (send: () => Promise<{ data: SessionUser; message?: string }>) => {
    setBusy(true);
    try {
      const { data, message } = await send();
      setAuthUser(data);
      onSaved(data);
      if (message) toast.success(message);
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const ready = await pictureToSend(file, lang);
    if ('error' in ready) {
      toast.error(ready.error);
      return;
    }
    await save(() => uploadAvatar(ready.picture));
  };

  return (
    <div className="flex flex-wrap justify-center gap-2">
      <input
        ref={input}
        type="file"
        accept={PICTURE_LIMITS.types.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event)}
      />
      <button
        type="button"
        disabled={busy}
        onClick={() => input.current?.click()}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
      >
        <Camera aria-hidden="true" className="size-4" />
        {busy ? t('profile.savingPicture') : t('profile.changePicture')}
      </button>
      {user.avatar ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void save(removeAvatar)}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('profile.removePicture')}
        </button>
      ) : null}
    </div>
  );
}
