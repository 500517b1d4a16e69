import { resolveLang, type Lang } from '@souq/contracts';
import { useParams } from 'react-router';

/** The language of the current route (its `/:lang` prefix). */
export function useLang(): Lang {
  return resolveLang(useParams().lang);
}
