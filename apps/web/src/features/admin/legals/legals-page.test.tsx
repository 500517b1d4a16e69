import type { ConsoleLegal, ConsoleLegals } from '@souq/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAdminTexts } from '../../../shared/i18n/i18n';
import { LegalsPage } from './legals-page';

const legal = (id: number, group: ConsoleLegal['group'], position: number): ConsoleLegal => ({
  id,
  group,
  position,
  question_en: `Question ${String(id)}?`,
  question_ar: `سؤال ${String(id)}؟`,
  answer_en: `Answer ${String(id)}.`,
  answer_ar: `جواب ${String(id)}.`,
});

const STORED: ConsoleLegals = [
  { group: 'privacy_policy', sections: [legal(1, 'privacy_policy', 0)] },
  { group: 'help_support', sections: [legal(7, 'help_support', 0), legal(5, 'help_support', 1)] },
];

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeAll(async () => {
  await loadAdminTexts('en');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => json({ data: STORED, message: 'Done.' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/** The screen at `/en/admin/legals`, the questions loaded. */
async function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/:lang/*', element: <LegalsPage /> }], {
    initialEntries: ['/en/admin/legals'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'Help and support' });
}

const sent = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({
      url: typeof url === 'string' ? url : url instanceof URL ? url.href : url.url,
      body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown,
    }));

describe('LegalsPage', () => {
  it("moves a question within its group: the group's whole new order is sent", async () => {
    const user = userEvent.setup();
    const help = await renderScreen();
    expect(within(help).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(help).getByRole('button', { name: 'Move “Question 5?” up' }));
    await waitFor(() => {
      expect(sent('PUT')).toHaveLength(1);
    });
    expect(sent('PUT')[0]).toMatchObject({
      url: expect.stringMatching(/\/admin\/legals\/order$/) as string,
      body: { group: 'help_support', ids: [5, 7] },
    });
  });

  it('refuses an empty Arabic question before any request, each language in its direction', async () => {
    const user = userEvent.setup();
    await renderScreen();
    const form = screen.getByRole('region', { name: 'Add a question' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    expect(field('Question in Arabic').getAttribute('dir')).toBe('rtl');
    expect(field('Answer in Arabic').getAttribute('lang')).toBe('ar');
    expect(field('Answer in English').tagName).toBe('TEXTAREA');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Group' }), 'help_support');
    await user.type(field('Question in English'), 'Where is the desk?');
    await user.type(field('Answer in English'), 'Downstairs.');
    await user.type(field('Question in Arabic'), '   ');
    await user.type(field('Answer in Arabic'), 'في الأسفل.');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    expect(field('Question in Arabic').getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST')).toHaveLength(0);

    await user.type(field('Question in Arabic'), 'أين المكتب؟');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(sent('POST')).toHaveLength(1);
    });
    expect(sent('POST')[0]?.body).toEqual({
      group: 'help_support',
      question_en: 'Where is the desk?',
      answer_en: 'Downstairs.',
      question_ar: 'أين المكتب؟',
      answer_ar: 'في الأسفل.',
    });
  });
});
