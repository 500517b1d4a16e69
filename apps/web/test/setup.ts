import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../src/shared/i18n/i18n';

await loadLanguage('en');

afterEach(() => {
  cleanup();
});
