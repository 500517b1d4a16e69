import { parseId, resolveLang } from '@souq/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../shared/i18n/i18n';

/**
 * A store id must be a positive whole number (else the global error screen); an id the server
 * does not know is the page's own error line (404 from `GET /stores/{id}`).
 */
export function storeLoader({ params }: LoaderFunctionArgs) {
  const storeId = parseId(params.storeId);
  if (storeId === null) {
    const lng = resolveLang(params.lang);
    throw new Error(i18n.t('store.invalidId', { lng, id: params.storeId ?? '' }));
  }
  return { storeId };
}
