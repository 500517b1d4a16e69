import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of apps/api; in production it also serves this build. */
const API_ORIGIN = 'http://localhost:3000';

const proxy = { '/api': API_ORIGIN, '/media': API_ORIGIN };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  // The manifest tells the server which chunks each page needs (apps/api plugins/web).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
