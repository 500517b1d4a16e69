import { useEffect } from 'react';
import { toast, useToasterStore } from 'react-hot-toast';

/** Keeps at most `limit` toasts on screen by dismissing the oldest ones beyond it. */
export function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest toast first.
    for (const extra of toasts.filter((t) => t.visible).slice(limit)) toast.dismiss(extra.id);
  }, [toasts, limit]);
}
