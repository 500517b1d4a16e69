import {
  DEFAULT_DIAL_CODE,
  readsAsPhone,
  toE164,
  type changePasswordBody,
  type Lang,
  type registerBody,
  type registerDetailsBody,
  type resetPasswordBody,
  type SessionUser,
} from '@souq/contracts';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../shared/auth/password.ts';
import { SESSION_TTLS } from '../../shared/auth/sessions.ts';
import { toSessionUser, type UserRecord } from '../../shared/auth/session-user.ts';
import { hashOtp, hashToken, newOtp, newToken, sameHash } from '../../shared/auth/tokens.ts';
import type { ContentChanges } from '../../shared/content-changes.ts';
import { uniqueViolation } from '../../shared/db-errors.ts';
import { FieldError, HttpError } from '../../shared/errors.ts';
import type { Limits } from '../../shared/limits/limits.ts';
import type { WindowLimiter } from '../../shared/limits/window-limiter.ts';
import { isPhoneBlocked } from '../moderation/account-restrictions.repository.ts';
import { adChanges } from '../ads/ad-changes.ts';
import { admitToSignIn } from '../moderation/account-standing.ts';
import type { SmsProvider } from '../sms/sms.ts';
import * as repo from './auth.repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import { deleteExpiredRegistrations, registrationExpired } from './expired-registrations.ts';
import { OtpRequestLimiter } from './otp-requests.ts';

export const AUTH_LIMITS = {
  otpTtlMs: 5 * 60_000,
  otpMaxAttempts: 5,
  otpResendCooldownMs: 60_000,
  otpPerHour: 5,
  resetTokenTtlMs: 10 * 60_000,
} as const;

export type RateLimits = {
  /** Requests per IP and window on each login/OTP endpoint (@fastify/rate-limit). */
  perIp: number;
  /**
   * Per account (normalised phone or user name) and window: OTP requests, failed password
   * checks, and failed logins from one client address (which then waits, not the owner).
   */
  perAccount: number;
  windowMs: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = { perIp: 30, perAccount: 10, windowMs: 60_000 };

export type AuthDeps = {
  db: Database;
  sms: SmsProvider;
  now: () => Date;
  otpSecret: string;
  rateLimits: RateLimits;
  /** Where the per-account limits are counted (this process's memory, or Redis). */
  limits: Limits;
  /** Told of the ads a suspension that ended put back at its account's sign-in. */
  contentChanges: ContentChanges;
};

type OtpPurpose = repo.OtpPurpose;

const SMS_TEXT: Record<OtpPurpose, Record<Lang, (code: string) => string>> = {
  verify_phone: {
    en: (code) => `Your Souq verification code is ${code}. It expires in 5 minutes.`,
    ar: (code) => `رمز التحقق الخاص بك في سوق هو ${code}. تنتهي صلاحيته خلال 5 دقائق.`,
  },
  reset_password: {
    en: (code) => `Your Souq password reset code is ${code}. It expires in 5 minutes.`,
    ar: (code) => `رمز إعادة تعيين كلمة المرور في سوق هو ${code}. تنتهي صلاحيته خلال 5 دقائق.`,
  },
  change_phone: {
    en: (code) =>
      `Your Souq code to confirm this phone number is ${code}. It expires in 5 minutes.`,
    ar: (code) => `رمز تأكيد رقم الهاتف هذا في سوق هو ${code}. تنتهي صلاحيته خلال 5 دقائق.`,
  },
  staff_sign_in: {
    en: (code) => `Your Souq staff sign-in code is ${code}. It expires in 5 minutes.`,
    ar: (code) => `رمز دخول فريق العمل في سوق هو ${code}. تنتهي صلاحيته خلال 5 دقائق.`,
  },
};

/**
 * Login has no country picker (spec 2): a phone number typed there without its `+` is read as a
 * number of the default country (+963).
 */
function loginPhone(identifier: string): string | null {
  return toE164(identifier, DEFAULT_DIAL_CODE);
}

/** The account a login identifier or phone number counts against: E.164, or the user name. */
function accountKey(identifier: string): string {
  const trimmed = identifier.trim();
  return readsAsPhone(trimmed) ? (loginPhone(trimmed) ?? trimmed) : trimmed.toLowerCase();
}

type RegisterDetails = z.output<typeof registerDetailsBody>;

export type LoginResult =
  | { kind: 'ok'; user: SessionUser; token: string; persistent: boolean }
  | { kind: 'unverified'; phone: string }
  /** A moderator or an admin: the code sent to their phone is the second step (issue 42). */
  | { kind: 'staff_code'; phone: string };

export class AuthService {
  private readonly accountLimiter: WindowLimiter;
  private readonly loginFailures: WindowLimiter;
  private readonly otpRequests: OtpRequestLimiter;
  /** Unknown users still cost one hash, so timing does not tell which accounts exist. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AuthDeps) {
    const { perAccount, windowMs } = deps.rateLimits;
    this.accountLimiter = deps.limits.window('account', perAccount, windowMs);
    this.loginFailures = deps.limits.window('login-failures', perAccount, windowMs);
    this.otpRequests = new OtpRequestLimiter(
      deps.limits,
      AUTH_LIMITS.otpResendCooldownMs,
      AUTH_LIMITS.otpPerHour,
    );
  }

  private get db() {
    return this.deps.db;
  }

  private async checkAccountLimit(scope: string, identifier: string) {
    if (!(await this.accountLimiter.hit(`${scope}:${accountKey(identifier)}`))) {
      throw new HttpError(429, 'too_many_requests');
    }
  }

  /**
   * What registration refuses once the fields are well formed: a taken phone number or user
   * name, the number of a banned account, a too common password (all at once). Step 1 asks it
   * through `POST /register/check`.
   */
  async checkRegistration(details: RegisterDetails) {
    // A registration left unverified for a day gives its number and name up (issue 16).
    await deleteExpiredRegistrations(this.db, this.deps.now(), {
      phoneNumber: details.phone_number,
      userName: details.userName,
    });
    const [phoneTaken, phoneBlocked, nameTaken] = await Promise.all([
      repo.isPhoneTaken(this.db, details.phone_number),
      isPhoneBlocked(this.db, details.phone_number),
      repo.isUserNameTaken(this.db, details.userName),
    ]);
    const refused: Record<
      string,
      'phone_number_taken' | 'phone_number_blocked' | 'user_name_taken' | 'password_too_common'
    > = {};
    if (phoneTaken) refused.phone_number = 'phone_number_taken';
    else if (phoneBlocked) refused.phone_number = 'phone_number_blocked';
    if (nameTaken) refused.userName = 'user_name_taken';
    if (isCommonPassword(details.password)) refused.password = 'password_too_common';
    if (Object.keys(refused).length > 0) throw new FieldError(refused);
  }

  async register(body: z.output<typeof registerBody>, lang: Lang) {
    const phone = body.phone_number;
    const userName = body.userName;
    await this.checkRegistration(body);

    const interests = [...new Set(body.interests)];
    const known = await repo.existingTagIds(this.db, interests);
    if (known.length !== interests.length) throw new FieldError({ interests: 'invalid' });

    const now = this.deps.now();
    let user: UserRecord;
    try {
      user = await repo.insertUser(
        this.db,
        {
          name: body.name.trim(),
          userName,
          phoneNumber: phone,
          passwordHash: await hashPassword(body.password),
          birthdate: body.birthdate,
          gender: body.gender,
          createdAt: now,
          updatedAt: now,
        },
        interests,
      );
    } catch (error) {
      // Two registrations racing past the checks: the unique constraints decide.
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (constraint.includes('user_name') || constraint.includes('userName'))
        throw new FieldError({ userName: 'user_name_taken' });
      throw new FieldError({ phone_number: 'phone_number_taken' });
    }
    await this.otpRequests.count(`verify_phone:${phone}`);
    await this.sendOtp(user, 'verify_phone', lang);
    return { phone_number: phone };
  }

  /**
   * Sends a code to the user's number (a phone change: to the new number `to`) unless the
   * account's last one of this purpose is younger than the cooldown (60 s) or it had 5 this hour;
   * then nothing at all, and false. What the anonymous callers answer never depends on it: their
   * answers follow the per-number `otpRequests`, kept alike for numbers with and without an
   * account.
   */
  private async sendOtp(
    user: UserRecord,
    purpose: OtpPurpose,
    lang: Lang,
    to = user.phoneNumber,
  ): Promise<boolean> {
    const now = this.deps.now();
    const recent = await repo.recentOtps(
      this.db,
      user.id,
      purpose,
      new Date(now.getTime() - 3600_000),
    );
    // The cooldown keeps the code sent last the one to type; once it is used, the next one may
    // go at once (a moderator who signs out and in again within the minute).
    const last = recent[0];
    if (
      (last &&
        last.consumedAt === null &&
        now.getTime() - last.createdAt.getTime() < AUTH_LIMITS.otpResendCooldownMs) ||
      recent.length >= AUTH_LIMITS.otpPerHour
    )
      return false;
    const code = newOtp();
    await repo.insertOtp(this.db, {
      userId: user.id,
      purpose,
      codeHash: hashOtp(this.deps.otpSecret, `${user.id}:${purpose}`, code),
      now,
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.otpTtlMs),
      ...(purpose === 'change_phone' && { phoneNumber: to }),
    });
    await this.deps.sms.send(to, SMS_TEXT[purpose][lang](code));
    return true;
  }

  /**
   * `phone` is E.164. The answer is the same whether or not the number has an account: 429 when
   * this number asked for a code of this purpose too recently (`otpRequests`), else success.
   */
  async resendOtp(phone: string, purpose: OtpPurpose, lang: Lang) {
    await this.checkAccountLimit('otp', phone);
    const key = `${purpose}:${phone}`;
    if (await this.otpRequests.tooSoon(key)) throw new HttpError(429, 'otp_wait');
    await this.otpRequests.count(key);
    const user = await repo.findUserByPhone(this.db, phone);
    if (!user || (purpose === 'verify_phone' && user.phoneVerifiedAt)) return;
    await this.sendOtp(user, purpose, lang);
  }

  /** Checks a code: every try is counted and the fifth wrong one voids it, so a sixth fails. */
  private async checkOtp(phone: string, otp: string, purpose: OtpPurpose) {
    await this.checkAccountLimit('otp', phone);
    const user = await repo.findUserByPhone(this.db, phone);
    if (!user) throw new FieldError({ otp: 'otp_invalid' });
    return { user, ...(await this.checkUserOtp(user, otp, purpose)) };
  }

  /** The user's latest open code of this purpose, if `otp` is it (and still valid). */
  private async checkUserOtp(user: UserRecord, otp: string, purpose: OtpPurpose) {
    const row = await repo.latestOpenOtp(this.db, user.id, purpose);
    if (!row) throw new FieldError({ otp: 'otp_invalid' });
    const now = this.deps.now();
    if (row.expiresAt.getTime() <= now.getTime()) throw new FieldError({ otp: 'otp_expired' });
    const max = AUTH_LIMITS.otpMaxAttempts;
    if (!(await repo.countAttempt(this.db, row.id, max))) {
      throw new FieldError({ otp: 'otp_invalid' });
    }
    const expected = hashOtp(this.deps.otpSecret, `${user.id}:${purpose}`, otp);
    if (!sameHash(expected, row.codeHash)) {
      await repo.voidSpentOtp(this.db, row.id, max, now);
      throw new FieldError({ otp: 'otp_invalid' });
    }
    return { row, now };
  }

  async verifyPhone(phone: string, otp: string) {
    const { user, row, now } = await this.checkOtp(phone, otp, 'verify_phone');
    if (!(await repo.consumeOtp(this.db, row.id, now)))
      throw new FieldError({ otp: 'otp_invalid' });
    await repo.markPhoneVerified(this.db, user.id, now);
    return this.createSession(user, true);
  }

  async verifyResetOtp(phone: string, otp: string) {
    const { row, now } = await this.checkOtp(phone, otp, 'reset_password');
    const token = newToken();
    const consumed = await repo.consumeOtp(this.db, row.id, now, {
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.resetTokenTtlMs),
    });
    if (!consumed) throw new FieldError({ otp: 'otp_invalid' });
    return { reset_token: token, expires_in: AUTH_LIMITS.resetTokenTtlMs / 1000 };
  }

  /** Never tells whether the number has an account: no 429 either, a request too soon is skipped. */
  async forgotPassword(phone: string, lang: Lang) {
    await this.checkAccountLimit('otp', phone);
    const key = `reset_password:${phone}`;
    if (await this.otpRequests.tooSoon(key)) return;
    await this.otpRequests.count(key);
    const user = await repo.findUserByPhone(this.db, phone);
    if (user) await this.sendOtp(user, 'reset_password', lang);
  }

  async resetPassword(body: z.output<typeof resetPasswordBody>) {
    if (isCommonPassword(body.password)) throw new FieldError({ password: 'password_too_common' });
    const userId = await repo.resetPasswordWithToken(this.db, {
      tokenHash: hashToken(body.reset_token),
      phone: body.phone_number,
      passwordHash: await hashPassword(body.password),
      now: this.deps.now(),
    });
    if (userId === undefined) throw new FieldError({ reset_token: 'reset_token_invalid' });
  }

  /**
   * Asks for the signed-in user's password before a change a stolen session must not make alone
   * (a new password, deleting the account). Wrong tries are limited per account: they come with
   * the account's own session.
   */
  async checkPassword(user: UserRecord, password: string, field: 'current_password' | 'password') {
    const key = `password:${String(user.id)}`;
    if (await this.loginFailures.blocked(key)) throw new HttpError(429, 'too_many_requests');
    if (await verifyPassword(password, user.passwordHash)) return;
    await this.loginFailures.hit(key);
    throw new FieldError({ [field]: 'password_incorrect' });
  }

  /** A new password (issue 16): every other session of the user ends; this one stays. */
  async changePassword(
    user: UserRecord,
    sessionId: number,
    body: z.output<typeof changePasswordBody>,
  ) {
    await this.checkPassword(user, body.current_password, 'current_password');
    if (isCommonPassword(body.password)) throw new FieldError({ password: 'password_too_common' });
    await repo.changePassword(this.db, {
      userId: user.id,
      passwordHash: await hashPassword(body.password),
      keepSessionId: sessionId,
      now: this.deps.now(),
    });
  }

  /** Sends a code to the new number; `confirmPhoneChange` makes it the user's. */
  async requestPhoneChange(user: UserRecord, phone: string, lang: Lang) {
    if (phone === user.phoneNumber) throw new FieldError({ phone_number: 'phone_number_same' });
    await this.checkAccountLimit('otp', phone);
    await deleteExpiredRegistrations(this.db, this.deps.now(), { phoneNumber: phone });
    if (await repo.isPhoneTaken(this.db, phone)) {
      throw new FieldError({ phone_number: 'phone_number_taken' });
    }
    if (await isPhoneBlocked(this.db, phone)) {
      throw new FieldError({ phone_number: 'phone_number_blocked' });
    }
    if (!(await this.sendOtp(user, 'change_phone', lang, phone))) {
      throw new HttpError(429, 'otp_wait');
    }
  }

  /** The code sent to the new number makes it the user's (verified) number. */
  async confirmPhoneChange(user: UserRecord, otp: string): Promise<UserRecord> {
    await this.checkAccountLimit('otp', user.phoneNumber);
    const { row, now } = await this.checkUserOtp(user, otp, 'change_phone');
    if (row.phoneNumber === null || !(await repo.consumeOtp(this.db, row.id, now))) {
      throw new FieldError({ otp: 'otp_invalid' });
    }
    try {
      return await repo.changePhone(this.db, user.id, row.phoneNumber, now);
    } catch (error) {
      // Someone registered the number since the code was sent.
      if (uniqueViolation(error) === undefined) throw error;
      throw new FieldError({ phone_number: 'phone_number_taken' });
    }
  }

  /**
   * Failed logins are counted per client address and account: an address past the limit waits
   * out the window, while the account's owner signs in from their own (and the other people
   * behind a shared address into theirs). Spread over accounts, the per-address limit holds it.
   */
  async login(
    identifier: string,
    password: string,
    lang: Lang,
    client: { persistent: boolean; clientAddress: string },
  ): Promise<LoginResult> {
    const key = `login:${client.clientAddress}:${accountKey(identifier)}`;
    if (await this.loginFailures.blocked(key)) throw new HttpError(429, 'too_many_requests');
    const found = await this.findLoginUser(identifier.trim());
    const user = found && !registrationExpired(found, this.deps.now()) ? found : undefined;
    const ok = user
      ? await verifyPassword(password, user.passwordHash)
      : await verifyPassword(password, await (this.dummyHash ??= hashPassword(newToken())));
    if (!user || !ok) {
      await this.loginFailures.hit(key);
      throw new FieldError({ password: 'invalid_credentials' });
    }
    await this.admit(user, this.deps.now());
    if (!user.phoneVerifiedAt) {
      await this.otpRequests.count(`verify_phone:${user.phoneNumber}`);
      await this.sendOtp(user, 'verify_phone', lang);
      return { kind: 'unverified', phone: user.phoneNumber };
    }
    if (user.staffRole) {
      // Within the cooldown the code sent last is still the one to type.
      await this.sendOtp(user, 'staff_sign_in', lang);
      return { kind: 'staff_code', phone: user.phoneNumber };
    }
    return { kind: 'ok', ...(await this.createSession(user, client.persistent)) };
  }

  /**
   * The second step of a staff sign-in: the code `login` sent to the phone of a moderator or an
   * admin (whose password was right), checked as every code is (expiry, tries).
   */
  async staffSignIn(phone: string, otp: string, persistent: boolean) {
    const { user, row, now } = await this.checkOtp(phone, otp, 'staff_sign_in');
    if (!(await repo.consumeOtp(this.db, row.id, now))) {
      throw new FieldError({ otp: 'otp_invalid' });
    }
    return this.createSession(user, persistent);
  }

  /**
   * An identifier that reads as a phone number finds only the phone's owner, in whatever form it
   * is typed: no user name can take it over (registration refuses such names; older ones are
   * never matched). Any other is a user name, in any case.
   */
  private async findLoginUser(identifier: string) {
    if (!readsAsPhone(identifier)) return repo.findUserByUserName(this.db, identifier);
    const phone = loginPhone(identifier);
    return phone === null ? undefined : repo.findUserByPhone(this.db, phone);
  }

  /** `admitToSignIn`, announcing the ads a suspension that ended puts back. */
  private async admit(user: UserRecord, now: Date): Promise<void> {
    const restored = await admitToSignIn(this.db, user, now);
    this.deps.contentChanges.emit(...(await adChanges(this.db, restored)));
  }

  /** Every session starts here, so no way in skips the check of a suspension or a ban. */
  private async createSession(user: UserRecord, persistent: boolean) {
    const now = this.deps.now();
    await this.admit(user, now);
    const token = newToken();
    const ttl = persistent ? SESSION_TTLS.persistentMs : SESSION_TTLS.browserMs;
    await repo.insertSession(this.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttl),
      persistent,
    });
    return { user: toSessionUser(user), token, persistent };
  }

  async logout(sessionId: number) {
    await repo.revokeSession(this.db, sessionId, this.deps.now());
  }
}
