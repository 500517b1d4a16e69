import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@souq/contracts';

/** 32 random bytes, base64url: session and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256 hex: they carry 256 bits of entropy, so no salt or stretching. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOtp(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

/**
 * OTPs have only 10^6 values, so a plain hash would be reversed at once: HMAC-SHA256 keyed
 * with the server's OTP_SECRET, bound to the row id so a hash cannot be replayed on another row.
 */
export function hashOtp(secret: string, rowKey: string, code: string): string {
  return createHmac('sha256', secret).update(`${rowKey}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
