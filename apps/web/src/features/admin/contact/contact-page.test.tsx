import type { SiteContact } from '@souq/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAdminTexts } from '../../../shared/i18n/i18n';
import { ContactDetailsPage } from './contact-page';

const STORED: SiteContact = {
  contact: {
    phone: '+963 11 234 5678',
    whatsapp: '+963 944 123 456',
    email: 'support@souq.example.com',
    address: { en: 'Abu Rummaneh, Damascus, Syria', ar: 'أبو رمانة، دمشق، سوريا' },
    hours: { en: 'Every day, 9:00–21:00', ar: 'كل يوم، 9:00–21:00' },
  },
  social: {
    facebook: 'https://www.facebook.com/souq.example',
    twitter: 'https://x.com/souq_example',
    whatsapp: 'https://wa.me/963944123456',
    instagram: 'https://www.instagram.com/souq.example',
  },
  apps: { google_play: 'https://play.google.com/store/apps/details?id=x', app_store: '' },
  map: { lat: 33.5153, lng: 36.2853, zoom: 10 },
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeAll(async () => {
  await loadAdminTexts('en');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The screen at `/en/admin/contact`, the settings loaded. */
async function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/:lang/*', element: <ContactDetailsPage /> }], {
    initialEntries: ['/en/admin/contact'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByRole('textbox', { name: 'Phone' });
}

const saves = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('ContactDetailsPage', () => {
  it('shows the stored values, each language typed in its own language and direction', async () => {
    fetchMock.mockImplementation(() => json({ data: STORED }));
    expect(await renderScreen()).toHaveProperty('value', STORED.contact.phone);
    const arabic = screen.getByRole('group', { name: 'Address and opening hours in Arabic' });
    const address = within(arabic).getByRole('textbox', { name: 'Address in Arabic' });
    expect(address).toHaveProperty('value', STORED.contact.address.ar);
    expect(address.getAttribute('lang')).toBe('ar');
    expect(address.getAttribute('dir')).toBe('rtl');
    expect(
      screen.getByRole('textbox', { name: 'Opening hours in English' }).getAttribute('dir'),
    ).toBe('ltr');
    expect(screen.getByRole('spinbutton', { name: 'Zoom' })).toHaveProperty('value', '10');
  });

  it('refuses a bad email and a half-given address before any request', async () => {
    fetchMock.mockImplementation(() => json({ data: STORED }));
    const user = userEvent.setup();
    await renderScreen();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'desk@');
    await user.clear(screen.getByRole('textbox', { name: 'Address in Arabic' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write it in both languages, or leave both empty.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('saves the whole form, and puts the server’s field errors on their fields', async () => {
    fetchMock.mockImplementation((_url, init) =>
      init?.method === 'PUT'
        ? json(
            { message: 'The given data was invalid.', errors: { 'social.facebook': ['Not this'] } },
            422,
          )
        : json({ data: STORED }),
    );
    const user = userEvent.setup();
    const phone = await renderScreen();
    await user.clear(phone);
    await user.type(phone, '+963 11 999 0000');
    const zoom = screen.getByRole('spinbutton', { name: 'Zoom' });
    await user.clear(zoom);
    await user.type(zoom, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(saves()).toHaveLength(1);
    });
    const sent = saves()[0]?.[1]?.body;
    const body = JSON.parse(typeof sent === 'string' ? sent : '') as SiteContact;
    expect(body).toEqual({
      ...STORED,
      contact: { ...STORED.contact, phone: '+963 11 999 0000' },
      map: { ...STORED.map, zoom: 12 },
    });
    expect(await screen.findByText('Not this')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Facebook page' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
