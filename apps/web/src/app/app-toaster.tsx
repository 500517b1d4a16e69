import { TOAST } from '@souq/contracts';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toastRequests } from '../shared/ui/toast';

const Toaster = lazy(async () => ({ default: (await import('react-hot-toast')).Toaster }));

/**
 * Spec toasts: success 2 s, blank/error/custom 4 s, loading until dismissed, 20 at most — the
 * last is react-hot-toast's own limit (its store keeps the newest 20). The toaster and its
 * library load with the first toast (shared/ui/toast.ts).
 */
export function AppToaster() {
  const { i18n } = useTranslation();
  const requested = useSyncExternalStore(
    toastRequests.subscribe,
    toastRequests.requested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={i18n.dir() === 'rtl' ? 'top-left' : 'top-right'}
        toastOptions={{
          blank: { duration: TOAST.durationMs.blank },
          error: { duration: TOAST.durationMs.error },
          custom: { duration: TOAST.durationMs.custom },
          success: { duration: TOAST.durationMs.success },
          loading: { duration: Infinity },
        }}
      />
    </Suspense>
  );
}
