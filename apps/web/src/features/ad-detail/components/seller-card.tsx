import type { AuthorInfo } from '@souq/contracts';
import { BadgeCheck, Store, UserRound } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';

/**
 * Who sells (spec 2 and 6): a store links to its store page, an individual (role `client`) to
 * their seller page; the icon and label say which.
 */
export function SellerCard({ author }: { author: AuthorInfo }) {
  const { t } = useTranslation();
  const lang = useLang();
  const isStore = author.store_id !== null;
  const TypeIcon = isStore ? Store : UserRound;
  const to =
    author.store_id !== null
      ? paths.store(lang, author.store_id)
      : paths.userProfile(lang, author.author_id);

  return (
    <section aria-labelledby="ad-seller" className="space-y-2">
      <h2 id="ad-seller" className="text-lg font-semibold text-slate-900">
        {t('adDetail.seller.title')}
      </h2>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-teal-600 hover:bg-teal-50/40"
      >
        {author.author_img ? (
          <img
            src={author.author_img}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-full bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-slate-100">
            <TypeIcon aria-hidden="true" className="size-7 text-slate-500" />
          </span>
        )}
        <span className="min-w-0">
          <span className="flex items-center gap-1.5 font-semibold text-slate-900">
            <span dir="auto" className="truncate">
              {author.author_name}
            </span>
            {author.is_verified ? (
              <BadgeCheck
                role="img"
                aria-label={t('adDetail.seller.verified')}
                className="size-5 shrink-0 fill-sky-600 text-white"
              />
            ) : null}
          </span>
          <span className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <TypeIcon aria-hidden="true" className="size-4 shrink-0" />
            {t(isStore ? 'adDetail.seller.store' : 'adDetail.seller.individual')}
          </span>
        </span>
      </Link>
    </section>
  );
}
