import * as z from 'zod';
import { LIMITS } from './constants.ts';

/** Today as `YYYY-MM-DD` (UTC), read at parse time. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What login reads as a phone number: digits with an optional `+` (see `findUserByLogin`). */
export const PHONE_LIKE = /^\+?\d+$/;

/** The dial code is prepended by the client (`+963912345678`): digits, an optional `+`, ≥10 digits. */
export const phoneNumber = z
  .string({ error: 'required' })
  .trim()
  .regex(PHONE_LIKE, { error: 'phone_digits' })
  .refine((v) => v.replace(/\D/g, '').length >= LIMITS.phoneDigitsMin, { error: 'phone_min' });

const name = z.string({ error: 'required' }).trim().min(LIMITS.nameMin, { error: 'name_min' });
/** The login's identifier: a phone number or a user name. */
const loginName = z
  .string({ error: 'required' })
  .trim()
  .min(LIMITS.userNameMin, { error: 'user_name_min' })
  .max(50);
/** A user name must not read as a phone number, or its owner could sign in as the phone's. */
const userName = loginName.refine((v) => !PHONE_LIKE.test(v), { error: 'user_name_phone_like' });
const password = z
  .string({ error: 'required' })
  .min(LIMITS.passwordMin, { error: 'password_min' })
  .max(200);
const birthdate = z.iso
  .date({ error: 'invalid_format' })
  .refine((v) => v < today(), { error: 'birthdate_past' });
export const gender = z.enum(['male', 'female']);
export type Gender = z.infer<typeof gender>;

export const registerBody = z
  .object({
    name,
    userName,
    phone_number: phoneNumber,
    birthdate,
    password,
    password_confirmation: z
      .string({ error: 'required' })
      .min(LIMITS.passwordMin, { error: 'password_confirmation_min' }),
    gender: gender.default('male'),
    /** Tag ids chosen on the interests step. */
    interests: z.array(z.number().int().positive()).max(100).default([]),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: 'passwords_mismatch',
    path: ['password_confirmation'],
  });
export type RegisterBody = z.input<typeof registerBody>;

/** `userName` is the phone number or the user name. */
export const loginBody = z.object({ userName: loginName, password });
export type LoginBody = z.infer<typeof loginBody>;

export const otpCode = z
  .string({ error: 'required' })
  .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), { error: 'otp_length' });

export const otpBody = z.object({ phone_number: phoneNumber, otp: otpCode });
export type OtpBody = z.infer<typeof otpBody>;

export const otpPurpose = z.enum(['verify_phone', 'reset_password']);
export const resendOtpBody = z.object({
  phone_number: phoneNumber,
  purpose: otpPurpose.default('verify_phone'),
});
export type ResendOtpBody = z.input<typeof resendOtpBody>;

export const forgotPasswordBody = z.object({ phone_number: phoneNumber });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** Answer of `POST /verify-reset-otp`: a single-use token for `POST /reset-password`. */
export const resetTokenData = z.object({ reset_token: z.string(), expires_in: z.number().int() });
export type ResetTokenData = z.infer<typeof resetTokenData>;

export const resetPasswordBody = z
  .object({
    phone_number: phoneNumber,
    reset_token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
    password,
    confirmPassword: z
      .string({ error: 'required' })
      .min(LIMITS.passwordMin, { error: 'password_confirmation_min' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'passwords_mismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

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

export const favoriteAdCard = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  city: z.string().nullable(),
  date: z.string(),
});
export type FavoriteAdCard = z.infer<typeof favoriteAdCard>;

export const favoriteJobCard = z.object({
  id: z.number().int(),
  title: z.string(),
  company_name: z.string(),
  company_image: z.string().nullable(),
  location: z.string().nullable(),
  date_posted: z.string(),
});
export type FavoriteJobCard = z.infer<typeof favoriteJobCard>;

export const favoritesData = z.object({
  ads: z.array(favoriteAdCard),
  jobs: z.array(favoriteJobCard),
});
export type FavoritesData = z.infer<typeof favoritesData>;

/** `GET /dev/outbox` (development only): SMS messages, latest first. */
export const outboxMessage = z.object({
  phone_number: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sent_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
