import { parseId } from '@souq/contracts';
import type { PageMatch } from './page-declaration';

/**
 * Where a page that shows one thing by its id (`ad/:adId`) sends an address that writes the id
 * otherwise than as the page names it (`/ad/09`, `/ad/9.0`): to that name, with its query
 * string.
 */
export function idRedirect(param: string) {
  return ({ lang, path, params, search }: PageMatch): string | undefined => {
    const written = params[param];
    const id = parseId(written);
    if (id === null || String(id) === written) return undefined;
    return `/${lang}/${path.replace(`:${param}`, String(id))}${search}`;
  };
}
