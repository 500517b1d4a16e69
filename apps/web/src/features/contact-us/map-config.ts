/**
 * The map's tile server: `VITE_MAP_TILE_URL` at build time (a Leaflet URL template), else
 * OpenStreetMap's. The attribution follows it (`VITE_MAP_ATTRIBUTION`).
 */
export const MAP_TILES = {
  url: import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    import.meta.env.VITE_MAP_ATTRIBUTION ||
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** How long the map waits for its first tile before it says the tiles cannot load. */
export const TILE_TIMEOUT_MS = 8000;

/** A link that opens the point on openstreetmap.org. */
export function osmLink(lat: number, lng: number, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${String(lat)}&mlon=${String(lng)}#map=${String(zoom)}/${String(lat)}/${String(lng)}`;
}
