import type { Lang, userAdsBody } from '@souq/contracts';
import type * as z from 'zod';
import { entityExists } from '../engagement/entities.repository.ts';
import { NEWEST } from '../ads/ad-orders.ts';
import type { AdReads } from '../ads/ad-reads.ts';
import { pageOfAds } from '../ads/ads.service.ts';
import { notFound } from '../../shared/errors.ts';
import { sellerAdsCondition } from './seller-stats.ts';

/**
 * `POST /ads/user-ads`: a page of the store's ads (`store`), or of the ads the user published
 * in person (a user role such as `client`), newest first; 404 for an unknown store or user.
 */
export async function sellerAds(reads: AdReads, body: z.infer<typeof userAdsBody>, lang: Lang) {
  const type = body.entity_type === 'store' ? 'store' : 'user';
  if (!(await entityExists(reads.db, type, body.entity_id))) throw notFound();
  return pageOfAds(
    reads,
    {
      condition: sellerAdsCondition(type, body.entity_id),
      order: NEWEST,
      page: body.page,
      perPage: body.per_page,
    },
    lang,
  );
}
