import type { SavedSearchQuery } from '@souq/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadAccountTexts } from '../i18n/i18n';
import { SaveSearchDialog, suggestedName } from './save-search-dialog';

const SEARCH: SavedSearchQuery = {
  category_id: 8,
  q: 'bmw',
  filtersAttributes: [{ attribute_id: 3, value: ['BMW'] }],
  sort: 'price_asc',
};

const fetchMock = vi.fn<typeof fetch>();
const onClose = vi.fn();

function renderDialog() {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/*',
        element: <SaveSearchDialog search={SEARCH} categoryName="Cars" onClose={onClose} />,
      },
    ],
    { initialEntries: ['/en/category/8'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The body of the one request sent. */
function sentBody(): unknown {
  const body = fetchMock.mock.calls[0]?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

describe('suggestedName', () => {
  beforeAll(async () => {
    await loadAccountTexts('en');
  });

  it("is the category's name and the words, either alone, or all the ads", () => {
    const t = i18n.getFixedT('en');
    expect(suggestedName(t, 'Cars', 'bmw x5')).toBe('Cars: bmw x5');
    expect(suggestedName(t, 'Cars', '')).toBe('Cars');
    expect(suggestedName(t, undefined, 'bmw')).toBe('bmw');
    expect(suggestedName(t, undefined, '')).toBe('All ads');
    expect(suggestedName(t, 'Cars', 'x'.repeat(100))).toHaveLength(80);
  });
});

describe('SaveSearchDialog', () => {
  beforeAll(async () => {
    await loadAccountTexts('en');
  });

  // jsdom has no modal dialogs: they open and close as the browser's do.
  beforeAll(() => {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.open = true;
      },
      close(this: HTMLDialogElement) {
        this.open = false;
        this.dispatchEvent(new Event('close'));
      },
    });
  });

  afterAll(() => {
    const prototype: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
    delete prototype.showModal;
    delete prototype.close;
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onClose.mockReset();
  });

  it('saves the search under the proposed name, told at once, then closes', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: {} }), { status: 201 }));
    renderDialog();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Cars: bmw');
    expect(screen.getByRole('combobox', { name: 'Alerts' })).toHaveProperty('value', 'instant');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/saved-searches',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBody()).toEqual({ ...SEARCH, name: 'Cars: bmw', alerts: 'instant' });
  });

  it("checks the name as the server does, and shows the server's refusal on it", async () => {
    const user = userEvent.setup();
    renderDialog();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const full = 'You can keep at most 50 saved searches.';
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: full, errors: { name: [full] } }), { status: 422 }),
    );
    await user.type(name, 'My cars');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(full)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
