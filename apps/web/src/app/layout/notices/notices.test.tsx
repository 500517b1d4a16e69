import type { UserNotice } from '@souq/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, setAuthUser } from '../../../shared/auth/auth-store';
import { loadAccountTexts } from '../../../shared/i18n/i18n';
import { Notices } from './notices';

const NOTICES: UserNotice[] = [
  {
    id: 7,
    kind: 'ad_rejected',
    ad: { id: 41, title: 'Honda Civic 2012, clean' },
    reason: 'Pictures of another car.',
    created_at: '2026-03-01T10:00:00Z',
  },
  {
    id: 8,
    kind: 'warning',
    ad: null,
    reason: 'Be polite to buyers.',
    created_at: '2026-03-02T10:00:00Z',
  },
];

const fetchMock = vi.fn<typeof fetch>();

function renderNotices() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/:lang/*', element: <Notices /> }], {
    initialEntries: ['/en'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Notices (what staff told the signed-in user)', () => {
  beforeAll(async () => {
    await loadAccountTexts('en');
  });

  beforeEach(() => {
    setAuthUser({ id: 5, name: 'Seller', avatar: null });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        input === '/api/me/notices'
          ? new Response(JSON.stringify({ data: NOTICES }), { status: 200 })
          : new Response(null, { status: 204 }),
      ),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearAuth();
  });

  it('shows each notice with its ad and reason, and marks one seen when it is dismissed', async () => {
    renderNotices();
    const region = await screen.findByRole('region', { name: 'Messages from the Souq team' });
    const rejected = within(region).getByRole('article', { name: 'Your ad was rejected' });
    expect(
      within(rejected).getByRole('link', { name: NOTICES[0]?.ad?.title }).getAttribute('href'),
    ).toBe('/en/ad/41');
    expect(rejected.textContent).toContain('Reason: Pictures of another car.');
    expect(rejected.textContent).toContain('Edit the ad to send it for review again.');
    const warning = within(region).getByRole('article', { name: 'A warning from the Souq team' });
    expect(warning.textContent).not.toContain('send it for review again');

    await userEvent.setup().click(within(rejected).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('article', { name: 'Your ad was rejected' })).toBeNull();
    expect(screen.getByRole('article', { name: 'A warning from the Souq team' })).toBeTruthy();
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/me/notices/7/seen',
        expect.objectContaining({ method: 'POST' }),
      );
    });
  });

  it('shows nothing when there is nothing new', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ data: [] }), { status: 200 })),
    );
    renderNotices();
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
