import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { MAP_TILES, TILE_TIMEOUT_MS } from '../map-config';

export type MapPosition = { lat: number; lng: number; zoom: number };

/**
 * The Leaflet map (its own chunk, loaded when the contact page shows it). It reports
 * `onTilesFailed` when a tile fails before any has loaded, or none has loaded in time.
 */
export default function LeafletMap({
  position,
  label,
  onTilesFailed,
}: {
  position: MapPosition;
  label: string;
  onTilesFailed: () => void;
}) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    const timer = setTimeout(onTilesFailed, TILE_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [loaded, onTilesFailed]);

  const center: [number, number] = [position.lat, position.lng];
  return (
    <MapContainer
      center={center}
      zoom={position.zoom}
      scrollWheelZoom={false}
      className="size-full"
      ref={(map) => {
        // Leaflet owns its container: it is named here, as a landmark of its own.
        const container = map?.getContainer();
        container?.setAttribute('role', 'region');
        container?.setAttribute('aria-label', label);
      }}
    >
      <TileLayer
        url={MAP_TILES.url}
        attribution={MAP_TILES.attribution}
        eventHandlers={{
          tileload: () => {
            setLoaded(true);
          },
          tileerror: () => {
            if (!loaded) onTilesFailed();
          },
        }}
      />
      <CircleMarker
        center={center}
        radius={10}
        pathOptions={{ color: '#0f766e', fillColor: '#14b8a6', fillOpacity: 0.8 }}
      />
    </MapContainer>
  );
}
