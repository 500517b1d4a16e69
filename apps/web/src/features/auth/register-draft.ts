import type { RegisterBody } from '@souq/contracts';

/** Step 1's answers, kept in memory only (never storage: they hold the password). */
export type RegisterDraft = {
  /** The form as typed: `phone_number` without the dial code. */
  form: RegisterBody;
  dialCode: string;
  interests: number[];
  /** 422 field errors from Create Account, shown on step 1. */
  serverErrors: Record<string, string[]>;
};

let draft: RegisterDraft | null = null;

export function getRegisterDraft(): RegisterDraft | null {
  return draft;
}

export function setRegisterDraft(next: RegisterDraft | null): void {
  draft = next;
}

/** The phone number the server gets: the dial code and the local digits (a leading 0 dropped). */
export function fullPhoneNumber(dialCode: string, local: string): string {
  const digits = local.trim().replace(/^0+(?=\d)/, '');
  return `${dialCode}${digits}`;
}
