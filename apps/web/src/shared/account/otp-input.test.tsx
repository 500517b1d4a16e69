import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_OTP, onlyDigits, OtpInput } from './otp-input';

function Harness() {
  const [value, setValue] = useState<string[]>([...EMPTY_OTP]);
  return (
    <>
      <OtpInput value={value} onChange={setValue} label="Code" />
      <output>{value.join('')}</output>
    </>
  );
}

function boxes(): HTMLInputElement[] {
  return screen.getAllByRole('textbox');
}

function box(index: number): HTMLInputElement {
  const found = boxes()[index];
  if (found === undefined) throw new Error(`no box ${index}`);
  return found;
}

describe('OtpInput', () => {
  it('shows six single-digit boxes and moves on as digits are typed', async () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    const user = userEvent.setup();
    await user.click(box(0));
    await user.keyboard('12a3');
    expect(screen.getByRole('status').textContent).toBe('123');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('fills every box from a paste', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(2));
    await user.paste('98 76-54');
    expect(boxes().map((box) => box.value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('goes back and clears the previous box on Backspace in an empty box', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(0));
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('status').textContent).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('moves on when a digit is typed over the same digit', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(0));
    await user.keyboard('123');
    await user.click(box(0));
    await user.keyboard('323052');
    expect(boxes().map((box) => box.value)).toEqual(['3', '2', '3', '0', '5', '2']);
  });

  it('replaces the digit of a box typed over', () => {
    render(<Harness />);
    fireEvent.input(box(0), { target: { value: '5' } });
    fireEvent.input(box(0), { target: { value: '57' } });
    expect(box(0).value).toBe('7');
  });

  it('reads Arabic-Indic digits', () => {
    expect(onlyDigits('١٢٣۴x')).toBe('1234');
  });
});
