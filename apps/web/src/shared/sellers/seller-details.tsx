import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

type SellerDetailsProps = {
  about: { id: string; title: string; text: string };
  contactId: string;
  /** The contact rows (`ContactRow` and its kin). */
  children: ReactNode;
};

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5';
const HEADING = 'mb-3 text-lg font-semibold text-slate-900';

/** The seller's own words beside the ways to reach them. */
export function SellerDetails({ about, contactId, children }: SellerDetailsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby={about.id} className={`${CARD} lg:col-span-2`}>
        <h2 id={about.id} className={HEADING}>
          {about.title}
        </h2>
        <p dir="auto" className="leading-relaxed whitespace-pre-line text-slate-700">
          {about.text}
        </p>
      </section>
      <section aria-labelledby={contactId} className={CARD}>
        <h2 id={contactId} className={HEADING}>
          {t('sellers.contactInfo')}
        </h2>
        <dl className="space-y-3 text-sm">{children}</dl>
      </section>
    </div>
  );
}
