import { Share2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useDismiss, type Dismissal } from '../lib/use-dismiss';

const ShareMenu = lazy(async () => ({ default: (await import('./share-menu')).ShareMenu }));

/** The page's address to share: without its query string or fragment, in its language. */
function pageAddress(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * Shares the page: the system's share sheet where the browser has the Web Share API (phones),
 * else a menu of chat apps, networks and "copy link", loaded on first use. Esc, a press
 * elsewhere, Tab out of it or a choice closes the menu; focus then goes back to the button (not
 * after a press elsewhere or Tab).
 */
export function ShareButton({ title, className = '' }: { title: string; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const dismiss = useCallback(
    (how: Dismissal) => {
      closeMenu(how === 'escape');
    },
    [closeMenu],
  );
  useDismiss(open, root, dismiss);
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next !== null && !event.currentTarget.contains(next)) closeMenu(false);
  };
  const share = () => {
    const shared = { title, url: pageAddress() };
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects; there is nothing to tell.
      navigator.share(shared).catch(() => undefined);
      return;
    }
    setOpen((wasOpen) => !wasOpen);
  };
  return (
    <div ref={root} onBlur={closeWhenFocusLeaves} className="relative">
      <button
        ref={button}
        type="button"
        onClick={share}
        aria-expanded={open}
        className={`inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 ${className}`}
      >
        <Share2 aria-hidden="true" className="size-5" />
        {t('share.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareMenu
            shared={{ title, url: pageAddress() }}
            onChosen={() => {
              closeMenu(true);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
