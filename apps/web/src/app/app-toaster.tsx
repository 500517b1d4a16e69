import { TOAST } from '@souq/contracts';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { toastRequests } from '../shared/ui/toast';

const Toaster = lazy(async () => ({ default: (await import('react-hot-toast')).Toaster }));

/**
 * Spec toasts: success 2 s, blank/error/custom 4 s, loading until dismissed, 20 at most — the
 * last is react-hot-toast's own limit (its store keeps the newest 20). The toaster and its
 * library load with the first toast (shared/ui/toast.ts).
 *
 * The first toast shows once the library has loaded (its store keeps it until a toaster reads
 * it). The toaster mounts in a transition, so that the tap asking for the first toast does not
 * render it before the tap is painted (docs/decisions/0059-hydration-task-only-hydrates.md;
 * app/preact/react.js for Preact's transitions).
 */
export function AppToaster() {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const mount = () => {
      startTransition(() => {
        setRequested(true);
      });
    };
    const unsubscribe = toastRequests.subscribe(mount);
    if (toastRequests.requested()) mount();
    return unsubscribe;
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        // react-hot-toast aligns a "right" toast with flex-end: the end side of the page in
        // either direction (the right in English, the left in Arabic).
        position="top-right"
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
