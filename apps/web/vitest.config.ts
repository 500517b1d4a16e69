import react from '@vitejs/plugin-react';
import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { preactAliases } from './vite.config.ts';

/**
 * The libraries' ES builds, whose imports of React go through the aliases (a CommonJS build
 * requires React itself, and lucide-react's icons were then React elements that Preact cannot
 * render): by their exports' `module` condition, which Vitest leaves out by default, or by their
 * `module` field where they have no exports (lucide-react, @testing-library/react). In the
 * jsdom tests and in the server ones (node environment, react-router's CommonJS build) alike.
 */
const esmFirst = { conditions: [...defaultServerConditions], mainFields: ['module', 'main'] };

export default defineProject({
  plugins: [react()],
  resolve: { ...esmFirst, alias: preactAliases },
  environments: { ssr: { resolve: esmFirst } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // The libraries that import React go through the aliases too, so all render with Preact.
    server: { deps: { inline: true } },
  },
});
