import { idParam, resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../shared/i18n/i18n';

/**
 * A category id must be a positive whole number. Anything else (`/en/category/abc`) throws,
 * and the router shows the global error screen with the message: the deterministic way to
 * reach that screen from a browser.
 */
export function categoryPageLoader({ params }: LoaderFunctionArgs) {
  const parsed = idParam.safeParse(params.categoryId);
  if (!parsed.success) {
    const message = i18n.t('categoryPage.invalidId', {
      lng: resolveLang(params.lang),
      id: params.categoryId ?? '',
    });
    throw new Error(message);
  }
  return { categoryId: parsed.data };
}
