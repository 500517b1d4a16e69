import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { loadAccountTexts } from '../i18n/i18n';
import { OtpForm } from './otp-form';

const wrongCode = new ApiError(
  422,
  'The given data was invalid.',
  {
    otp: ['The code is not correct.'],
  },
  {},
);

function renderForm(onVerify: (otp: string) => Promise<void>) {
  render(
    <OtpForm
      title="Verify"
      phoneNumber="+963930123456"
      onVerify={onVerify}
      onResend={() => Promise.resolve()}
    />,
  );
}

describe('OtpForm (registration, password reset and phone change alike)', () => {
  beforeAll(async () => {
    await loadAccountTexts('en');
  });

  it('verifies as soon as the 6th digit is typed, without the button', async () => {
    const onVerify = vi.fn(() => Promise.resolve());
    renderForm(onVerify);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('textbox')[0] as HTMLElement);
    await user.keyboard('12345');
    expect(onVerify).not.toHaveBeenCalled();
    await user.keyboard('6');
    await vi.waitFor(() => {
      expect(onVerify).toHaveBeenCalledExactlyOnceWith('123456');
    });
  });

  it("shows a wrong code's error in the form and empties the boxes for the next try", async () => {
    const onVerify = vi.fn(() => Promise.reject(wrongCode));
    renderForm(onVerify);
    const user = userEvent.setup();
    const boxes = screen.getAllByRole('textbox');
    await user.click(boxes[0] as HTMLElement);
    await user.paste('654321');
    expect((await screen.findByRole('alert')).textContent).toBe('The code is not correct.');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('');
    expect(boxes[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(boxes[0]);
    await user.keyboard('12345');
    expect(onVerify).toHaveBeenCalledOnce();
    await user.keyboard('6');
    await vi.waitFor(() => {
      expect(onVerify).toHaveBeenLastCalledWith('123456');
    });
    expect(onVerify).toHaveBeenCalledTimes(2);
  });
});
