import { COUNTED_TOTAL_MAX, type Ad } from '@souq/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdPage } from '../ads/ads-api';
import { AdsGrid } from './ads-grid';

const anAd: Ad = {
  id: 7,
  name: 'Trek Marlin 7',
  title: 'Trek Marlin 7',
  category_id: 4,
  price: 1_500_000,
  negotiable: false,
  lang: 'en',
  status: 'active',
  images: [],
  location: null,
  city: 'Damascus',
  country: 'Syria',
  date: '2026-11-01T12:00:00.000Z',
  condition: 'Used',
  is_favorite: false,
  is_liked: false,
  likes_count: 0,
  reviews_count: 0,
  ratings_count: 0,
  average_rating: 0,
  view_count: 3,
  attributes: [],
  author_info: {
    author_id: 1,
    author_name: 'Sami',
    author_role: 'client',
    author_img: null,
    is_verified: false,
    author_phone: null,
    store_id: null,
  },
};

function renderGridWithTotal(total: number) {
  const page: AdPage = { data: [anAd], current_page: 1, per_page: 12, total, last_page: 1 };
  // The grid reads only these fields of the query.
  const query = { isError: false, isPending: false, isPlaceholderData: false, data: page };
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/*',
        element: <AdsGrid query={query as unknown as UseQueryResult<AdPage>} />,
      },
    ],
    { initialEntries: ['/en/category/4'] },
  );
  render(<RouterProvider router={router} />);
}

describe('AdsGrid results count', () => {
  it('shows an exact total as it is', () => {
    renderGridWithTotal(57);
    expect(screen.getByRole('status').textContent).toBe('Results: 57');
  });

  it('shows a total that reached the counting limit as "or more"', () => {
    renderGridWithTotal(COUNTED_TOTAL_MAX);
    expect(screen.getByRole('status').textContent).toBe(
      `Results: ${String(COUNTED_TOTAL_MAX)} or more`,
    );
  });
});
