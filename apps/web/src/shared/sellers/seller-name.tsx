import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';

type SellerNameProps = {
  id: string;
  name: string;
  verified: boolean;
  /** Centred on phones, at the start from `sm` up. */
  centered?: boolean;
};

const HEADING = 'flex items-center gap-2 text-2xl font-bold text-slate-900';

/** The seller's name as the page's heading, with the verified badge when they are. */
export function SellerName({ id, name, verified, centered = false }: SellerNameProps) {
  const { t } = useTranslation();
  return (
    <h1 id={id} className={centered ? `${HEADING} justify-center sm:justify-start` : HEADING}>
      <span dir="auto" className="break-words">
        {name}
      </span>
      {verified ? (
        <BadgeCheck
          role="img"
          aria-label={t('adDetail.seller.verified')}
          className="size-6 shrink-0 fill-sky-600 text-white"
        />
      ) : null}
    </h1>
  );
}
