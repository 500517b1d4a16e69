import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAccountTexts } from '../../../shared/i18n/i18n';
import { MessageList } from './message-list';

const at = new Date().toISOString();
const message = (id: number, senderId: number, body: string) => ({
  id,
  conversation_id: 1,
  sender_id: senderId,
  body,
  picture: null,
  picture_removed: false,
  created_at: at,
});

describe('MessageList, a live region', () => {
  beforeAll(async () => {
    await loadAccountTexts('en');
  });

  it('names the sender of each message for screen readers', () => {
    const messages = [message(1, 2, 'Is it still available?'), message(2, 1, 'Yes')];
    const router = createMemoryRouter(
      [
        {
          path: '/:lang/*',
          element: <MessageList messages={messages} me={1} otherReadId={0} otherName="Sami" />,
        },
      ],
      { initialEntries: ['/en/messages/1'] },
    );
    render(<RouterProvider router={router} />);
    const items = screen.getAllByRole('listitem').filter((item) => item.dataset.messageId);
    expect(items[0]?.textContent).toMatch(/^Sami:Is it still available\?/);
    expect(items[1]?.textContent).toMatch(/^You:Yes/);
  });

  it("shows a deleted account's picture as removed, under the name it is given", () => {
    const removed = { ...message(3, 2, ''), sender_id: null, picture_removed: true };
    const router = createMemoryRouter(
      [
        {
          path: '/:lang/*',
          element: (
            <MessageList messages={[removed]} me={1} otherReadId={0} otherName="Deleted account" />
          ),
        },
      ],
      { initialEntries: ['/en/messages/1'] },
    );
    render(<RouterProvider router={router} />);
    const item = screen.getAllByRole('listitem').find((found) => found.dataset.messageId);
    expect(item?.textContent).toMatch(/^Deleted account:Picture removed/);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
