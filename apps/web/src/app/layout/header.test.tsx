import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header';

function renderHeaderAt(url: string) {
  const router = createMemoryRouter([{ path: '/:lang/*', element: <Header /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
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
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(
      '/en/category/4?sort=new#top',
    );
  });

  it('links the other header entries under the current language', () => {
    renderHeaderAt('/ar/jobs');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/ar', '/ar/favorites', '/ar/login']));
  });
});
