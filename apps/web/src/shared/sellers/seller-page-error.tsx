import { useTranslation } from '../i18n/use-translation';

/** Spec 8, other screens: 'Error: {message}'. */
export function SellerPageError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <title>{`${t('error')} | ${t('appName')}`}</title>
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
        {`${t('error')}: ${message}`}
      </p>
    </div>
  );
}
