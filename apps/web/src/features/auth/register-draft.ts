import type { RegisterDetailsBody } from '@souq/contracts';

/** Step 1's answers, kept in memory only (never storage: they hold the password). */
export type RegisterDraft = {
  /** The form as typed: `phone_number` as the user wrote it, read with `dialCode`. */
  form: RegisterDetailsBody;
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
