import { TOAST } from '@souq/contracts';
import { Toaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

/**
 * Spec toasts: success 2 s, blank/error/custom 4 s, loading until dismissed, 20 at most — the
 * last is react-hot-toast's own limit (its store keeps the newest 20).
 */
export function AppToaster() {
  const { i18n } = useTranslation();
  return (
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
  );
}
