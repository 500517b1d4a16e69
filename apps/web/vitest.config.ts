import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import path from 'node:path';
import { preactAliases } from './vite.config.ts';

export default defineProject({
  plugins: [react()],
  resolve: {
    // ES builds of the libraries (react-router's CommonJS one requires React itself).
    conditions: ['module-sync', 'module'],
    alias: [
      ...preactAliases,
      // Its ES build, which goes through the aliases (its CommonJS one requires React itself).
      {
        find: /^@testing-library\/react$/,
        replacement: path.join(
          import.meta.dirname,
          '../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
        ),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // The libraries that import React go through the aliases too, so all render with Preact.
    server: { deps: { inline: true } },
  },
});
