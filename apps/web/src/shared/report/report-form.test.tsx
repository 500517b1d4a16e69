import { formatMessage, type ReportBody } from '@souq/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { i18n, loadAccountTexts, loadLanguage } from '../i18n/i18n';
import { ReportForm } from './report-form';

type Send = (body: ReportBody) => Promise<{ message?: string }>;

function renderForm(send: Send, onClose = vi.fn()) {
  render(<ReportForm send={send} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

const sendButton = () => screen.getByRole('button', { name: 'Send the report' });
const note = () => screen.getByRole('textbox', { name: 'Details (optional)' });

describe('ReportForm (ads, people, stores and conversations alike)', () => {
  beforeAll(async () => {
    await loadAccountTexts('en');
  });

  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it("asks for a reason with the contract's message and sends nothing without one", async () => {
    const send = vi.fn<Send>();
    const { user } = renderForm(send);
    const reasons = screen.getAllByRole('radio');
    expect(reasons.map((radio) => radio.getAttribute('value'))).toEqual([
      'scam',
      'prohibited',
      'wrong_category',
      'duplicate',
      'sold',
      'offensive',
      'misleading_price',
      'other',
    ]);
    expect(screen.getByRole('group', { name: 'Why are you reporting it?' })).toBeTruthy();

    await user.click(sendButton());
    expect(await screen.findByText(formatMessage('report_reason', 'en'))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(reasons[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reasons[0]);
  });

  it('counts the note and refuses one over 500 characters, then sends it trimmed', async () => {
    const send = vi.fn<Send>(() => Promise.resolve({ message: 'Thanks, we will look.' }));
    const { user, onClose } = renderForm(send);
    await user.click(screen.getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(note());
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501 of 500 characters')).toBeTruthy();
    await user.click(sendButton());
    expect(await screen.findByText(formatMessage('report_note_max', 'en'))).toBeTruthy();
    expect(note().getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();

    await user.clear(note());
    await user.type(note(), '  Asks for money up front  ');
    await user.click(sendButton());
    await vi.waitFor(() => {
      expect(send).toHaveBeenCalledExactlyOnceWith({
        reason: 'scam',
        note: 'Asks for money up front',
      });
    });
    // The thanks replace the form and take the focus; Done leaves.
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe('Thanks, we will look.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the server's refusals in the form: already reported, and a field it rejects", async () => {
    const already = new ApiError(409, 'You have already reported this ad.', {}, {});
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(already)
      .mockRejectedValueOnce(
        new ApiError(422, 'Invalid', { note: ['The note says too much.'] }, {}),
      );
    const { user } = renderForm(send);
    await user.click(screen.getByRole('radio', { name: 'Already sold' }));
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(already.message);

    await user.click(sendButton());
    expect(await screen.findByText('The note says too much.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(note());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('speaks Arabic in an Arabic page, with the Arabic messages of the contract', async () => {
    await loadLanguage('ar');
    await loadAccountTexts('ar');
    await act(() => i18n.changeLanguage('ar'));
    const send = vi.fn<Send>();
    const { user } = renderForm(send);
    expect(screen.getByRole('radio', { name: 'احتيال أو نصب' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إرسال البلاغ' }));
    expect(await screen.findByText(formatMessage('report_reason', 'ar'))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
