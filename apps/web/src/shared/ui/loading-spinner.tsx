import { LoaderCircle } from 'lucide-react';

/** A spinning circle announced to screen readers as `label`. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center px-4 py-16">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-teal-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
