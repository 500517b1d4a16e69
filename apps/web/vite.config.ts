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
  build: { outDir: 'dist', emptyOutDir: true },
});
