import type { AdDetail } from '@souq/contracts';
import { lazy } from 'react';

/** The ad page's own chunk: the post form's preview shares its parts without splitting them out. */
const AdPagePreview = lazy(async () => ({
  default: (await import('../features/ad-detail')).AdPagePreview,
}));

/** The post form's preview (features/selling) drawn by the ad page (features/ad-detail). */
export function renderAdPagePreview(ad: AdDetail) {
  return <AdPagePreview ad={ad} />;
}
