import type {
  AuthData,
  Envelope,
  ForgotPasswordBody,
  LoginBody,
  OtpBody,
  RegisterBody,
  RegisterDetailsBody,
  ResendOtpBody,
  ResetPasswordBody,
  ResetTokenData,
  StaffCodeBody,
  StaffCodeStep,
} from '@souq/contracts';
import { apiRequest } from '../../shared/http/api-client';

/** Signs in, or (202, a staff account) answers that a code went to the phone: the second step. */
export async function login(body: LoginBody): Promise<AuthData | StaffCodeStep> {
  const { data } = await apiRequest<Envelope<AuthData | StaffCodeStep>>('login', {
    method: 'POST',
    body,
  });
  return data;
}

/** A staff sign-in's second step: the code `login` sent; signs in as `login` does. */
export async function verifyStaffCode(body: StaffCodeBody): Promise<AuthData> {
  const { data } = await apiRequest<Envelope<AuthData>>('login/staff-code', {
    method: 'POST',
    body,
  });
  return data;
}

/** Registration's step 1 as registration would check it; rejects with its 422 field errors. */
export async function checkRegistration(body: RegisterDetailsBody): Promise<void> {
  await apiRequest<undefined>('register/check', { method: 'POST', body });
}

/** Answers the number the code went to, as the server keeps it (E.164). */
export async function register(body: RegisterBody): Promise<{ phone_number: string }> {
  const { data } = await apiRequest<Envelope<{ phone_number: string }>>('register', {
    method: 'POST',
    body,
  });
  return data;
}

export async function verifyOtp(body: OtpBody): Promise<AuthData> {
  const { data } = await apiRequest<Envelope<AuthData>>('verify-otp', { method: 'POST', body });
  return data;
}

export async function resendOtp(body: ResendOtpBody): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>('resend-otp', { method: 'POST', body });
}

export async function forgotPassword(body: ForgotPasswordBody): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>('forgot-password', { method: 'POST', body });
}

export async function verifyResetOtp(body: OtpBody): Promise<ResetTokenData> {
  const { data } = await apiRequest<Envelope<ResetTokenData>>('verify-reset-otp', {
    method: 'POST',
    body,
  });
  return data;
}

export async function resetPassword(body: ResetPasswordBody): Promise<Envelope<unknown>> {
  return apiRequest<Envelope<unknown>>('reset-password', { method: 'POST', body });
}
