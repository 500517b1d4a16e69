import { MessageCircle } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';
import { ContentArticle } from './components/content-article';

/** `/{lang}/about-us` (top menu entry 8): the about page's content and a way to reach us. */
export function AboutUsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 md:py-10">
      <ContentArticle slug="about" title={t('infoPages.aboutUsTitle')} />
      <aside className="flex flex-col items-start gap-3 rounded-xl bg-teal-50 p-6 ring-1 ring-teal-100 sm:flex-row sm:items-center">
        <MessageCircle aria-hidden="true" className="size-10 shrink-0 text-teal-700" />
        <div className="flex-1">
          <h2 className="text-lg font-bold text-slate-900">{t('infoPages.ctaTitle')}</h2>
          <p className="text-slate-700">{t('infoPages.ctaText')}</p>
        </div>
        <Link
          to={paths.contactUs(lang)}
          className="rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
        >
          {t('infoPages.cta')}
        </Link>
      </aside>
    </div>
  );
}
