/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Leaflet tile URL template of the contact page's map (default: OpenStreetMap). */
  readonly VITE_MAP_TILE_URL?: string;
  /** HTML attribution of those tiles. */
  readonly VITE_MAP_ATTRIBUTION?: string;
}
