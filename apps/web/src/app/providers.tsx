import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AdPagePreviewSlot } from '../shared/ad-page/preview-slot';
import { renderAdPagePreview } from './ad-page-preview';
import { AppErrorBoundary } from './app-error-boundary';
import { AppToaster } from './app-toaster';

/** The query client and i18next instance are the browser's, or those of one server render. */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AdPagePreviewSlot.Provider value={renderAdPagePreview}>
            {children}
          </AdPagePreviewSlot.Provider>
          <AppToaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
