import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header';

function renderHeaderAt(url: string, queryClient = new QueryClient()) {
  const router = createMemoryRouter([{ path: '/:lang/*', element: <Header /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Header language switcher', () => {
  it('swaps the language prefix and keeps path, query and hash', async () => {
    const router = renderHeaderAt('/en/category/4?sort=new#top');
    const link = screen.getByRole('link', { name: 'العربية' });
    expect(link.getAttribute('href')).toBe('/ar/category/4?sort=new#top');

    await userEvent.click(link);
    const { pathname, search, hash } = router.state.location;
    expect(`${pathname}${search}${hash}`).toBe('/ar/category/4?sort=new#top');
    // The page follows once the navigation's transition has run (after the next frame).
    expect((await screen.findByRole('link', { name: 'English' })).getAttribute('href')).toBe(
      '/en/category/4?sort=new#top',
    );
  });

  it('marks every cached answer stale when the language switches', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['categories', 'en'], []);
    renderHeaderAt('/en', queryClient);
    expect(queryClient.getQueryState(['categories', 'en'])?.isInvalidated).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'العربية' }));
    expect(queryClient.getQueryState(['categories', 'en'])?.isInvalidated).toBe(true);
  });

  it('links the other header entries under the current language', () => {
    renderHeaderAt('/ar/jobs');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/ar', '/ar/favorites', '/ar/login']));
  });
});
