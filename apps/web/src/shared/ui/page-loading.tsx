import { LoadingSpinner } from './loading-spinner';

/**
 * A page's spinner while its first call runs: a screen high, so the footer stays below the fold
 * instead of jumping down with the page (a layout shift of about two thirds of the screen).
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="min-h-dvh">
      <LoadingSpinner label={label} />
    </div>
  );
}
