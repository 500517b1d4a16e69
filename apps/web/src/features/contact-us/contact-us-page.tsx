import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLang } from '../../shared/i18n/use-lang';
import { LoadError } from '../../shared/ui/load-error';
import { contactUsQueryOptions } from '../../shared/site/contact-us-api';
import { LoadingSpinner } from '../../shared/ui/loading-spinner';
import { ContactForm } from './components/contact-form';
import { ContactInfo } from './components/contact-info';
import { ContactMap } from './components/contact-map';
import { LatestAds } from './components/latest-ads';

/**
 * `/{lang}/contact-us`: contact details and social links, the map, the form, and the latest
 * ads beside them (under them on phones).
 */
export function ContactUsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const contact = useQuery(contactUsQueryOptions(lang));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <title>{`${t('contactUs.title')} | ${t('appName')}`}</title>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('contactUs.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('contactUs.intro')}</p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {contact.isPending ? (
            <LoadingSpinner label={t('loading')} />
          ) : contact.isError ? (
            <LoadError text={t('contactUs.loadError', { message: contact.error.message })} />
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              <ContactInfo contact={contact.data} />
              <ContactMap contact={contact.data} />
            </div>
          )}
          <ContactForm />
        </div>
        <aside className="lg:sticky lg:top-24">
          <LatestAds />
        </aside>
      </div>
    </div>
  );
}
