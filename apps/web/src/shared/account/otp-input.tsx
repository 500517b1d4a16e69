import { LIMITS } from '@souq/contracts';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';

export const EMPTY_OTP: readonly string[] = Array.from({ length: LIMITS.otpLength }, () => '');

/** Digits only (Arabic-Indic digits become ASCII). */
export function onlyDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}

type Props = {
  value: readonly string[];
  onChange: (update: (previous: readonly string[]) => string[]) => void;
  /** The group's accessible name. */
  label: string;
  invalid?: boolean;
};

/**
 * Six single-digit boxes: typing moves to the next box, Backspace on an empty box goes back and
 * clears it, and pasting (or an SMS autofill) spreads the digits from the first box. The digits
 * always read left to right, also in Arabic.
 */
export function OtpInput({ value, onChange, label, invalid = false }: Props) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Fast typing can fire a second event before React re-renders: every change is an updater
  // of the latest digits (React's setState accepts it), never a copy of a stale render.
  const update = (change: (digits: string[]) => string[]) => {
    onChange((previous) => change([...previous]));
  };

  const focus = (index: number) => {
    boxes.current[Math.max(0, Math.min(value.length - 1, index))]?.focus();
  };

  const length = value.length;

  const fillFrom = (start: number, digits: string) => {
    const chars = digits.slice(0, length - start).split('');
    update((next) => {
      chars.forEach((digit, offset) => {
        next[start + offset] = digit;
      });
      return next;
    });
    focus(start + chars.length);
  };

  const handleChange = (index: number, raw: string, before: string) => {
    const digits = onlyDigits(raw);
    if (digits === '') {
      if (raw === '')
        update((next) => {
          next[index] = '';
          return next;
        });
      return;
    }
    // A box that already held a digit receives two: keep the new one.
    if (digits.length === 2 && before !== '') {
      fillFrom(index, digits.startsWith(before) ? digits.slice(1) : digits.slice(0, 1));
      return;
    }
    fillFrom(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A digit key sets the box here: typed over the same digit, the value would not change, no
    // change event would fire and the focus would stay. Soft keyboards that send no key name
    // still go through handleChange.
    const typed = event.key.length === 1 ? onlyDigits(event.key) : '';
    if (typed !== '' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      fillFrom(index, typed);
      return;
    }
    if (event.key !== 'Backspace' || event.currentTarget.value !== '' || index === 0) return;
    event.preventDefault();
    update((next) => {
      next[index - 1] = '';
      return next;
    });
    focus(index - 1);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits === '') return;
    update((next) => next.map((_, i) => digits[i] ?? ''));
    focus(Math.min(digits.length, length - 1));
  };

  return (
    <div role="group" aria-label={label} dir="ltr" className="flex justify-center gap-2">
      {value.map((digit, index) => (
        <input
          // The boxes never move: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { index: index + 1, count: value.length })}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => {
            handleChange(index, event.target.value, digit);
          }}
          onKeyDown={(event) => {
            handleKeyDown(index, event);
          }}
          onPaste={handlePaste}
          onFocus={(event) => {
            event.target.select();
          }}
          className="size-11 rounded-lg border border-slate-300 text-center text-xl font-semibold text-slate-900 focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30 aria-invalid:border-red-600 sm:size-12"
        />
      ))}
    </div>
  );
}
