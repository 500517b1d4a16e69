import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-store';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { LoadingSpinner } from '../../../shared/ui/loading-spinner';
import { REVIEW_BOX } from './review-box';

/** The form and its libraries load for signed-in users only. */
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

/** Spec 4: the review form for a signed-in user, else an invitation to log in. */
export function AddReviewBox({ adId }: { adId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const { user } = useAuth();

  if (user === null) {
    return (
      <div className={REVIEW_BOX}>
        <h3 className="font-semibold text-slate-900">{t('reviews.write')}</h3>
        <p className="text-slate-700">{t('reviews.loginToReview')}</p>
        <Link
          to={paths.login(lang, `${pathname}${search}`)}
          className="inline-block rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
        >
          {t('login')}
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingSpinner label={t('loading')} />}>
      <ReviewForm adId={adId} name={user.name} avatar={user.avatar} />
    </Suspense>
  );
}
