import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The search overlay: a modal `<dialog>`, so the browser traps focus, closes it on Esc and
 * makes the page behind inert. Mounted only while open; focus goes back to the opener.
 * Results arrive with the search issue; until then it shows the spec's prompt only.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [opener] = useState(() => document.activeElement);
  const [term, setTerm] = useState('');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [opener]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      className="mx-auto mt-16 w-[min(40rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-xl"
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('search.title')}
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
        <form
          role="search"
          className="mt-4 flex items-center gap-2 rounded-xl border border-slate-300 px-3 focus-within:border-teal-700"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <input
            ref={inputRef}
            type="search"
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
            }}
            placeholder={t('searchForProduct')}
            aria-label={t('searchForProduct')}
            className="w-full bg-transparent py-3 text-base outline-none placeholder:text-slate-500"
          />
        </form>
        <p className="mt-4 text-sm text-slate-600">{t('enterSearchTerm')}</p>
      </div>
    </dialog>
  );
}
