import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection. A page rendered on the server is online. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Above the header while the browser has no connection: what the page shows may be the copy the
 * service worker kept. A live region that is always there (empty while online), so that a
 * screen reader announces the text when it comes.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <span aria-hidden="true" className="icon-[lucide--wifi-off] size-4 shrink-0" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
