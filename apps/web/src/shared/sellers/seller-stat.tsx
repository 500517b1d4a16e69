/** A count with its label ('12 Ads', '30 Followers'). */
export function SellerStat({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg bg-slate-50 px-4 py-2 ring-1 ring-slate-200">
      <span className="text-lg font-bold text-slate-900">{value}</span>
      <span className="text-xs text-slate-600">{label}</span>
    </div>
  );
}
