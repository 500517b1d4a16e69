import type { ContactUsData } from '@souq/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

const SETTINGS: ContactUsData = {
  phone: '+963 11 234 5678',
  whatsapp: '+963 944 123 456',
  email: 'support@souq.example.com',
  address: 'Abu Rummaneh, Damascus, Syria',
  hours: 'Every day, 9:00–21:00',
  social: {
    facebook: 'https://www.facebook.com/souq.example',
    twitter: 'https://x.com/souq_example',
    whatsapp: 'https://wa.me/963944123456',
    instagram: 'https://www.instagram.com/souq.example',
  },
  apps: {
    google_play: 'https://play.google.com/store/apps/details?id=com.example.souq',
    app_store: 'https://apps.apple.com/app/souq/id0000000000',
  },
  map: { lat: 53.54992, lng: 10.00678, zoom: 10 },
};

/** The footer's IntersectionObserver: `reachFooter()` brings the footer near the screen. */
const observed: IntersectionObserverCallback[] = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    observed.splice(observed.indexOf(this.callback), 1);
  }
}

function reachFooter() {
  act(() => {
    for (const callback of [...observed]) {
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ data: SETTINGS }), { status: 200 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  observed.length = 0;
});

/** The footer at `/en`, with the settings already answered when `settings` is given. */
function renderFooter(settings?: ContactUsData) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (settings) queryClient.setQueryData(['contact-us', 'en'], settings);
  const router = createMemoryRouter([{ path: '/:lang/*', element: <Footer /> }], {
    initialEntries: ['/en'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('contentinfo');
}

const hrefOf = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('Footer contact lines', () => {
  it("dials the settings' phone and WhatsApp numbers", () => {
    const footer = renderFooter({ ...SETTINGS, phone: '+963 11 987 6543' });
    expect(hrefOf(footer, /^Phone:/)).toBe('tel:+963119876543');
    expect(within(footer).getByRole('link', { name: /^Phone:/ }).textContent).toContain(
      '+963 11 987 6543',
    );
    expect(hrefOf(footer, /^WhatsApp:/)).toBe('https://wa.me/963944123456');
  });

  it('leaves out a number that is not set', () => {
    const noPhone = renderFooter({ ...SETTINGS, phone: '' });
    expect(within(noPhone).queryByRole('link', { name: /^Phone:/ })).toBeNull();
    expect(hrefOf(noPhone, /^WhatsApp:/)).toBe('https://wa.me/963944123456');
  });
});

describe('Footer social and app-store links', () => {
  it("links to the settings' addresses and leaves out a link that is not set", () => {
    const footer = renderFooter({
      ...SETTINGS,
      social: { ...SETTINGS.social, facebook: '' },
      apps: { ...SETTINGS.apps, app_store: '' },
    });
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(hrefOf(footer, 'X')).toBe(SETTINGS.social.twitter);
    expect(hrefOf(footer, 'WhatsApp')).toBe(SETTINGS.social.whatsapp);
    expect(hrefOf(footer, 'Instagram')).toBe(SETTINGS.social.instagram);
    expect(hrefOf(footer, /Google Play/)).toBe(SETTINGS.apps.google_play);
    expect(within(footer).queryByRole('link', { name: /App Store/ })).toBeNull();
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('#');
    expect(hrefs).not.toContain('');
  });

  it('leaves out a section when none of its links is set', () => {
    const footer = renderFooter({
      ...SETTINGS,
      social: { facebook: '', twitter: '', whatsapp: '', instagram: '' },
    });
    expect(within(footer).queryByRole('heading', { name: 'Follow us' })).toBeNull();
    expect(within(footer).getByRole('heading', { name: 'Get the app' })).toBeTruthy();
    expect(hrefOf(footer, /App Store/)).toBe(SETTINGS.apps.app_store);
  });

  it('asks for the settings only when the footer comes near the screen', async () => {
    const footer = renderFooter();
    // Their place is kept meanwhile, with no link.
    expect(within(footer).getByRole('heading', { name: 'Follow us' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    reachFooter();
    const facebook = await within(footer).findByRole('link', { name: 'Facebook' });
    expect(facebook.getAttribute('href')).toBe(SETTINGS.social.facebook);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ContactUs');
  });
});
