import { Trans } from 'react-i18next';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { useSignInRedirect } from '../use-sign-in-redirect';

export const AUTH_LINK = 'font-medium text-teal-800 underline-offset-2 hover:underline';

/** Under the login and registration forms: the terms and privacy notice and the other form's link. */
export function AuthFooter({ other }: { other: 'login' | 'register' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { carry } = useSignInRedirect();
  return (
    <>
      <p className="text-sm text-slate-600">
        <Trans
          i18nKey="auth.termsNotice"
          components={{
            terms: <Link to={paths.info(lang, 'terms')} className={AUTH_LINK} />,
            privacy: <Link to={paths.info(lang, 'privacy')} className={AUTH_LINK} />,
          }}
        />
      </p>
      <p className="text-sm text-slate-700">
        {other === 'login' ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
        <Link
          to={carry(other === 'login' ? paths.login(lang) : paths.register(lang))}
          className={AUTH_LINK}
        >
          {other === 'login' ? t('login') : t('auth.registerLink')}
        </Link>
      </p>
    </>
  );
}
