import type { Limits } from '../../shared/limits/limits.ts';
import type { WindowLimiter } from '../../shared/limits/window-limiter.ts';

/**
 * Code requests per phone number and purpose, counted whether or not the number has an account,
 * so that `resend-otp` answers alike for both: one per cooldown, a few an hour.
 */
export class OtpRequestLimiter {
  private readonly cooldown: WindowLimiter;
  private readonly hourly: WindowLimiter;

  constructor(limits: Limits, cooldownMs: number, perHour: number) {
    this.cooldown = limits.window('otp-cooldown', 1, cooldownMs);
    this.hourly = limits.window('otp-hourly', perHour, 3600_000);
  }

  /** True when a request for the key comes inside the cooldown or over the hourly cap. */
  async tooSoon(key: string): Promise<boolean> {
    return (await this.cooldown.blocked(key)) || this.hourly.blocked(key);
  }

  /** Counts a request for the key (a code sent, or asked for). */
  async count(key: string): Promise<void> {
    await Promise.all([this.cooldown.hit(key), this.hourly.hit(key)]);
  }
}
