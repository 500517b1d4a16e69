import type { AdDetail } from '@souq/contracts';
import { createContext, type ReactNode } from 'react';

/**
 * Draws an ad not published yet as its page will show it: the post form's preview
 * (features/selling) in the ad page's own parts (features/ad-detail). Features do not import
 * each other, so app/ puts the ad page's preview here (app/providers.tsx).
 */
export const AdPagePreviewSlot = createContext<(ad: AdDetail) => ReactNode>(() => null);
