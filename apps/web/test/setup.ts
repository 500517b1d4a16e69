import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../src/shared/i18n/i18n';

afterEach(() => {
  cleanup();
});
