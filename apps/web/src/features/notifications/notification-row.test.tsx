import type { Notification } from '@souq/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadAccountTexts, loadLanguage } from '../../shared/i18n/i18n';
import { NotificationRow, notificationText } from './notification-row';
import { notificationView } from './notification-view';

const base = { id: 7, created_at: new Date().toISOString(), read: false };
/** A title as a seller may write it: markup and placeholders are text, shown as written. */
const TITLE = 'Golf <b>GTI</b> {{price}} 2014';
const DIGEST: Notification = {
  ...base,
  kind: 'saved_search',
  search: {
    id: 9,
    name: 'Golf',
    category_id: 8,
    q: 'golf',
    filtersAttributes: [],
    sort: 'newest',
  },
  ad: null,
  count: 2,
};

const fetchMock = vi.fn<typeof fetch>();

function renderRow(notification: Notification) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/:lang/notifications', element: <NotificationRow notification={notification} /> },
      { path: '*', element: <p>opened</p> },
    ],
    { initialEntries: ['/en/notifications'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('a notification of the centre', () => {
  beforeAll(async () => {
    await Promise.all([loadAccountTexts('en'), loadLanguage('ar'), loadAccountTexts('ar')]);
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('reads in each language, with the names it gives shown as they were written', () => {
    const approved: Notification = { ...base, kind: 'ad_approved', ad: { id: 41, title: TITLE } };
    const en = i18n.getFixedT('en');
    const { container, rerender } = render(
      <p>{notificationText(notificationView(approved, 'en', en), en)}</p>,
    );
    expect(container.textContent).toBe(`Your ad ${TITLE} is approved and live`);
    expect(container.querySelector('bdi')?.textContent).toBe(TITLE);

    const ar = i18n.getFixedT('ar');
    rerender(<p>{notificationText(notificationView(DIGEST, 'ar', ar), ar)}</p>);
    expect(container.textContent).toBe('إعلانان جديدان في Golf');
  });

  it('says it is unread, and following it marks it read and opens what it is about', async () => {
    const router = renderRow(DIGEST);
    const link = screen.getByRole('link', { name: /^Unread: 2 new ads for Golf/ });
    expect(link.getAttribute('href')).toBe('/en/category/8?q=golf');

    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe('/en/category/8');
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/notifications/7/read',
        expect.objectContaining({ method: 'POST' }),
      );
    });
  });

  it('is marked read only once', async () => {
    renderRow({ ...DIGEST, read: true });
    const link = screen.getByRole('link', { name: /^2 new ads for Golf/ });
    await userEvent.setup().click(link);
    await screen.findByText('opened');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
