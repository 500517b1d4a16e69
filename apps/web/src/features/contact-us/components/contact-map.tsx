import type { ContactUsData } from '@souq/contracts';
import { MapPinOff } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNearViewport } from '../../../shared/lib/use-near-viewport';
import { osmLink } from '../map-config';

const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * The office on a map. Leaflet loads when the section comes near the screen (never on the
 * server, whose page shows the loading line); when its tiles cannot load (offline, blocked tile
 * server) the map gives way to a notice with the address and a map link.
 */
export function ContactMap({ contact }: { contact: ContactUsData }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const [mapRef, near] = useNearViewport();
  const onTilesFailed = useCallback(() => {
    setFailed(true);
  }, []);
  const { lat, lng, zoom } = contact.map;
  const loading = (
    <p role="status" className="flex size-full items-center justify-center text-slate-700">
      {t('contactUs.mapLoading')}
    </p>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('contactUs.mapTitle')}
      </h2>
      <div
        ref={mapRef}
        className="relative isolate h-72 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 md:h-80"
      >
        {failed ? (
          <div
            role="status"
            className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center"
          >
            <MapPinOff aria-hidden="true" className="size-10 text-slate-500" />
            <p className="font-semibold text-slate-800">{t('contactUs.mapUnavailable')}</p>
            {contact.address ? (
              <p className="text-slate-700">
                {t('contactUs.mapFallback', { address: contact.address })}
              </p>
            ) : null}
          </div>
        ) : near ? (
          <Suspense fallback={loading}>
            <LeafletMap
              position={contact.map}
              label={t('contactUs.mapLabel')}
              onTilesFailed={onTilesFailed}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
      <a
        href={osmLink(lat, lng, zoom)}
        target="_blank"
        rel="noreferrer"
        className="inline-block py-1 text-sm font-semibold text-teal-800 hover:underline"
      >
        {t('contactUs.openMap')}
      </a>
    </section>
  );
}
