import { useEffect } from 'react';
import { apiUrl } from '../../shared/http/api-client';
import { whenIdle } from '../../shared/lib/when-idle';

/** The ads whose view this page has sent: the server counts a visitor once a day anyway. */
const sent = new Set<number>();

/**
 * Tells the server the ad was viewed (`POST /api/ads/{id}/views`), once per ad while the app
 * runs: a beacon, which the browser delivers even when the visitor leaves at once. The page
 * itself counts nothing, so that a copy kept by nginx or a CDN counts its visitors too.
 */
export function sendViewBeacon(adId: number): void {
  if (sent.has(adId)) return;
  sent.add(adId);
  const url = apiUrl(`ads/${String(adId)}/views`);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  // No beacon, or the browser refused to queue it.
  fetch(url, { method: 'POST', keepalive: true, credentials: 'include' }).catch(() => undefined);
}

/** Sends the ad's view once the browser is idle after the page has come on screen. */
export function useViewBeacon(adId: number): void {
  useEffect(
    () =>
      whenIdle(() => {
        sendViewBeacon(adId);
      }),
    [adId],
  );
}
