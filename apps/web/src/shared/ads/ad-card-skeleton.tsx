/** The grey shape of an ad card while its section loads. */
export function AdCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="aspect-[4/3] w-full bg-slate-200" />
      <div className="space-y-3 p-3">
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-5 w-1/3 rounded bg-slate-200" />
        <div className="h-3 w-1/2 rounded bg-slate-200" />
        <div className="h-9 w-full rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
