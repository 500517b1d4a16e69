import { useId, type ReactNode } from 'react';

/** One part of the account settings: a titled card with a short explanation. */
export function SettingsCard({
  title,
  hint,
  tone = 'normal',
  children,
}: {
  title: string;
  hint: string;
  tone?: 'normal' | 'danger';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border p-5 ${tone === 'danger' ? 'border-red-200' : 'border-slate-200'}`}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      {children}
    </section>
  );
}
