// The CPU slowdown that makes this machine's Chromium as fast as our reference phone (issue 44),
// so that the phone figures (bench:main-thread, bench:lighthouse) mean the same phone on every
// machine: a fixed 4× emulated a phone twice as fast on a machine twice as fast.
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROME_FLAGS, CHROME_PATH } from './web-server.ts';

/**
 * Lighthouse's BenchmarkIndex of the phone the figures are for: an affordable Android phone, the
 * kind most of our users hold (Chrome DevTools' calibration: Pixel 5 about 1000, Moto G4 Power
 * 2022 about 264).
 */
export const REFERENCE_PHONE_INDEX = 500;

/** The slowdown, and the index it was measured from (null: given with `--cpu-rate`). */
export type PhoneRate = { benchmarkIndex: number | null; phone: number; rate: number };

/** A slowdown given by hand (`--cpu-rate`), or else the one measured now. */
export function phoneRateOf(given: string | undefined): Promise<PhoneRate> {
  if (given === undefined) return phoneCpuRate();
  const rate = Number(given);
  if (!(rate >= 1)) throw new Error('--cpu-rate must be a number of at least 1');
  return Promise.resolve({ benchmarkIndex: null, phone: REFERENCE_PHONE_INDEX, rate });
}

/**
 * Measures this machine's BenchmarkIndex with Lighthouse's own function in Chromium, the best of
 * 5 tries (the first runs cold; a busy machine only lowers it), and answers the slowdown that
 * brings it to `phone`'s: CDP's `Emulation.setCPUThrottlingRate`, Lighthouse's
 * `cpuSlowdownMultiplier`.
 */
export async function phoneCpuRate(phone = REFERENCE_PHONE_INDEX): Promise<PhoneRate> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const tries: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      tries.push(await page.evaluate<number>(`(${String(pageFunctions.computeBenchmarkIndex)})()`));
    }
    const benchmarkIndex = Math.max(...tries);
    const rate = Math.max(1, Math.round((benchmarkIndex / phone) * 10) / 10);
    return { benchmarkIndex, phone, rate };
  } finally {
    await browser.close();
  }
}

/** How the figures' phone is named in a benchmark's heading. */
export function describePhoneRate({ benchmarkIndex, phone, rate }: PhoneRate): string {
  if (benchmarkIndex === null) return `CPU slowed ${String(rate)}× (given)`;
  return `CPU slowed ${String(rate)}× (this machine's BenchmarkIndex ${String(Math.round(benchmarkIndex))}, the phone's ${String(phone)})`;
}

/**
 * A page in a fresh browser context with the reference phone's screen (390 × 844, touch) and its
 * CPU slowed by `rate`, with the CDP session that slowed it.
 */
export async function phonePage(
  browser: Browser,
  rate: number,
): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp };
}
