import * as z from 'zod';
import { DEFAULT_DIAL_CODE, LIMITS, MAX_ID } from './constants.ts';
import { staffRole } from './moderation.ts';
import { isDialCode, readsAsPhone, toE164 } from './phone.ts';

/** Today as `YYYY-MM-DD` (UTC), read at parse time. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A phone number is sent as its owner types it (`0930 260 431`, `+963 930 260 431`, Arabic-Indic
 * digits) with the dial code of the chosen country (`code` of `GET /countries`, +963 when the
 * form has no picker). The body's schema reads the two as E.164 (`+963930260431`), the one form
 * the server stores and compares.
 */
const phoneFields = {
  phone_number: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'phone_invalid' }),
  country_code: z.string().refine(isDialCode, { error: 'invalid' }).default(DEFAULT_DIAL_CODE),
};

/**
 * The check of a body with `phoneFields`: puts the E.164 form in `phone_number`, or fails on it
 * (`phone_digits` for what is not a number, `phone_invalid` for a number the country has not).
 */
function asE164(payload: z.core.ParsePayload<{ phone_number: string; country_code: string }>) {
  const { phone_number, country_code } = payload.value;
  const fieldFailed = payload.issues.some(
    (issue) => issue.path?.[0] === 'phone_number' || issue.path?.[0] === 'country_code',
  );
  if (fieldFailed) return;
  const phone = toE164(phone_number, country_code);
  if (phone !== null) {
    payload.value.phone_number = phone;
    return;
  }
  payload.issues.push({
    code: 'custom',
    input: phone_number,
    path: ['phone_number'],
    message: readsAsPhone(phone_number) ? 'phone_invalid' : 'phone_digits',
    continue: true,
  });
}

const name = z
  .string({ error: 'required' })
  .trim()
  .min(LIMITS.nameMin, { error: 'name_min' })
  .max(LIMITS.nameMax, { error: 'name_max' });
/** The login's identifier: a phone number or a user name. */
const loginName = z
  .string({ error: 'required' })
  .trim()
  .min(LIMITS.userNameMin, { error: 'user_name_min' })
  .max(50);
/** A user name must not read as a phone number, or its owner could sign in as the phone's. */
const userName = loginName.refine((v) => !readsAsPhone(v), { error: 'user_name_phone_like' });
const password = z
  .string({ error: 'required' })
  .min(LIMITS.passwordMin, { error: 'password_min' })
  .max(200);
/** An empty birthdate is missing (`required`), not malformed. */
const birthdate = z.iso
  .date({
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'required' : 'invalid_format',
  })
  .refine((v) => v < today(), { error: 'birthdate_past' });
export const gender = z.enum(['male', 'female']);
export type Gender = z.infer<typeof gender>;

/** Interests: tag ids (`GET /tags`). */
const tagIds = z.array(z.number().int().positive().max(MAX_ID)).max(100);

/** Registration's step 1 (the interests come on step 2). */
const registerDetails = {
  name,
  userName,
  ...phoneFields,
  birthdate,
  password,
  password_confirmation: z
    .string({ error: 'required' })
    .min(LIMITS.passwordMin, { error: 'password_confirmation_min' }),
  gender: gender.default('male'),
};
const passwordsMatch = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const mismatch = { error: 'passwords_mismatch', path: ['password_confirmation'] };

/** `POST /register/check`: step 1's fields, checked as registration checks them. */
export const registerDetailsBody = z
  .object(registerDetails)
  .check(asE164)
  .refine(passwordsMatch, mismatch);
export type RegisterDetailsBody = z.input<typeof registerDetailsBody>;

export const registerBody = z
  .object({
    ...registerDetails,
    /** Tag ids chosen on the interests step. */
    interests: tagIds.default([]),
  })
  .check(asE164)
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.input<typeof registerBody>;

/**
 * `userName` is the phone number or the user name; `remember` ("remember me", ticked by default)
 * keeps the session for 30 days, else it ends with the browser.
 */
export const loginBody = z.object({
  userName: loginName,
  password,
  remember: z.boolean().default(true),
});
export type LoginBody = z.input<typeof loginBody>;

export const otpCode = z
  .string({ error: 'required' })
  .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), { error: 'otp_length' });

export const otpBody = z.object({ ...phoneFields, otp: otpCode }).check(asE164);
export type OtpBody = z.input<typeof otpBody>;

export const otpPurpose = z.enum(['verify_phone', 'reset_password']);
export const resendOtpBody = z
  .object({ ...phoneFields, purpose: otpPurpose.default('verify_phone') })
  .check(asE164);
export type ResendOtpBody = z.input<typeof resendOtpBody>;

export const forgotPasswordBody = z.object(phoneFields).check(asE164);
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** Answer of `POST /verify-reset-otp`: a single-use token for `POST /reset-password`. */
export const resetTokenData = z.object({ reset_token: z.string(), expires_in: z.number().int() });
export type ResetTokenData = z.infer<typeof resetTokenData>;

export const resetPasswordBody = z
  .object({
    ...phoneFields,
    reset_token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
    password,
    confirmPassword: z
      .string({ error: 'required' })
      .min(LIMITS.passwordMin, { error: 'password_confirmation_min' }),
  })
  .check(asE164)
  .refine((v) => v.password === v.confirmPassword, {
    error: 'passwords_mismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** `PUT /me`: every field optional; the phone number changes only through a verified flow. */
export const updateProfileBody = z
  .object({
    name,
    userName,
    email: z.email({ error: 'invalid_email' }).max(200).nullable(),
    birthdate: birthdate.nullable(),
    gender,
    bio: z.string().trim().max(1000).nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** `PUT /me/interests`: the tag ids the user follows (registration's step 2), replacing them. */
export const interestsBody = z.object({ interests: tagIds });
export type InterestsBody = z.input<typeof interestsBody>;

/** Asked before a change that a stolen session must not make alone. */
const currentPassword = z.string({ error: 'required' }).min(1, { error: 'required' }).max(200);

/** `PUT /me/password`: signs out every other session of the user. */
export const changePasswordBody = z
  .object({
    current_password: currentPassword,
    password,
    password_confirmation: registerDetails.password_confirmation,
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `POST /me/phone`: sends a code to the new number; it replaces the old one once confirmed. */
export const changePhoneBody = z.object(phoneFields).check(asE164);
export type ChangePhoneBody = z.input<typeof changePhoneBody>;

/** `POST /me/phone/verify`: the code sent to the new number. */
export const confirmPhoneBody = z.object({ otp: otpCode });
export type ConfirmPhoneBody = z.input<typeof confirmPhoneBody>;

/** `DELETE /me`: the password confirms it is the owner who deletes the account. */
export const deleteAccountBody = z.object({ password: currentPassword });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** The public record of the signed-in user (also the readable `userData` cookie). */
export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
  phone_number: z.string(),
  gender,
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Answer of `POST /login` and `POST /verify-otp`; the token is also set as the HttpOnly cookie. */
export const authData = z.object({ user: sessionUser, token: z.string() });
export type AuthData = z.infer<typeof authData>;

/**
 * `GET /me`: the signed-in user and their staff role (issue 42), which shows the console's link.
 * Never in the readable `userData` cookie.
 */
export const meUser = sessionUser.extend({ staff_role: staffRole.nullable() });
export type MeUser = z.infer<typeof meUser>;

/**
 * Answer 202 of `POST /login` for a moderator or an admin: the password was right, and a code
 * was sent to their phone, the second step of every staff sign-in (`POST /login/staff-code`).
 */
export const staffCodeStep = z.object({
  phone_number: z.string(),
  step: z.literal('staff_code'),
});
export type StaffCodeStep = z.infer<typeof staffCodeStep>;

/** `POST /login/staff-code`: the code sent by `POST /login` to a staff member's phone. */
export const staffCodeBody = z
  .object({ ...phoneFields, otp: otpCode, remember: z.boolean().default(true) })
  .check(asE164);
export type StaffCodeBody = z.input<typeof staffCodeBody>;

/** `GET /dev/outbox` (development only): SMS messages, latest first. */
export const outboxMessage = z.object({
  phone_number: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sent_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
