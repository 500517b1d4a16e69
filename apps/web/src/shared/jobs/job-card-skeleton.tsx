/** A job card's shape while the offers load. */
export function JobCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-56 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex gap-3">
        <div className="size-14 animate-pulse rounded-lg bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
      <div className="h-3 w-full animate-pulse rounded bg-slate-200" />
      <div className="h-3 w-5/6 animate-pulse rounded bg-slate-200" />
      <div className="mt-auto h-6 w-1/3 animate-pulse rounded-full bg-slate-200" />
    </div>
  );
}
