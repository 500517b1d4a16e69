import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { DANGER_BUTTON, SECONDARY_BUTTON } from './buttons';
import { ModalDialog } from './modal-dialog';

/**
 * Asks before a step that cannot be taken back (a ban, a deletion): cancel has the focus. For
 * signed-in screens (the console's, the account's): its cancel is of the account texts.
 */
export function ConfirmDialog({
  title,
  children,
  confirm,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  /** The confirming button's label: the step itself ("Ban the account"). */
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      title={title}
      onClose={onCancel}
      initialFocusRef={cancel}
      className="mt-32 w-[min(28rem,calc(100%-2rem))]"
    >
      <div className="mt-2 text-slate-700">{children}</div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('cancel')}
        </button>
        <button type="button" disabled={busy} onClick={onConfirm} className={DANGER_BUTTON}>
          {confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
