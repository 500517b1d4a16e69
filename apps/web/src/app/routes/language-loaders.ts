import { isLang } from '@souq/contracts';
import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { categoriesQueryOptions } from '../../shared/categories/get-categories';
import { applyLanguage } from '../../shared/i18n/apply-language';
import { languageRedirect } from '../../shared/i18n/language-rules';
import { readSavedLanguage } from '../../shared/i18n/language-storage';
import { startQuery, type QueryClientOf } from '../../shared/lib/start-query';

/** `/` goes to the saved language, English by default. */
export function rootLoader() {
  return redirect(`/${readSavedLanguage()}`);
}

/**
 * `/:lang/*`: a supported language becomes the page's language (saved, `<html lang dir>`,
 * i18next) before anything renders; anything else redirects by the rules of language-rules.ts.
 */
export function languageLoader(queryClientOf: QueryClientOf) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    if (!isLang(params.lang)) {
      const { pathname, search } = new URL(request.url);
      // Requests carry no hash; on a first load the address bar still has it.
      const hash = window.location.pathname === pathname ? window.location.hash : '';
      return redirect(languageRedirect(pathname, search, hash, readSavedLanguage()) ?? '/');
    }
    await applyLanguage(params.lang);
    // Every page's layout lists the categories.
    startQuery(queryClientOf(), categoriesQueryOptions(params.lang));
    return null;
  };
}

export const revalidateOnLanguageChange: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
}) => currentParams.lang !== nextParams.lang;
