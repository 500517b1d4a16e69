import { X } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from '../i18n/use-translation';

type ModalDialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** What gets the focus when the dialog opens; the browser picks the first control otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Width, height and placement of the panel. */
  className?: string;
  /** Lets the parent close the dialog the way Esc does (the close event then calls `onClose`). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
};

/**
 * A modal `<dialog>`: the browser traps focus, closes it on Esc and makes the page behind
 * inert. Mount it only while open; a click on the backdrop closes it and focus goes back to
 * the control that opened it.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  initialFocusRef,
  className = 'mt-16 max-h-[calc(100dvh-5rem)] w-[min(40rem,calc(100%-2rem))]',
  dialogRef: outerRef,
}: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ownRef = useRef<HTMLDialogElement>(null);
  const dialogRef = outerRef ?? ownRef;
  const [opener] = useState(() => document.activeElement);

  // Modal in the frame it is drawn in: an Esc or a tap as soon as it shows is the dialog's.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
  }, [dialogRef, initialFocusRef]);

  // Focus goes back once the dialog has left the page: a passive cleanup runs after the DOM is
  // updated, while a layout cleanup would run with the dialog still modal and its opener inert.
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement) opener.focus();
    },
    [opener],
  );

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      className={`mx-auto overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            aria-label={t('close')}
            onClick={() => dialogRef.current?.close()}
            className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
