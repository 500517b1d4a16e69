// Login latency: builds the API in-process on a seeded in-memory PGlite, logs in 30 times as
// `demo` (one at a time) and prints the median and p95; meanwhile GET /api/health is timed over
// real HTTP to show the password hashing (libuv pool) does not block the event loop.
// Usage: npx tsx bench/login-latency.ts
import os from 'node:os';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { seedDatabase } from '../apps/api/src/db/seed/index.ts';

const database = await openDatabase({});
await runMigrations(database);
await seedDatabase(database.db, { mediaDir: '', images: false, demo: true });
const app = await buildApp({
  database,
  webDist: '/nonexistent',
  mediaDir: os.tmpdir(),
  devOutbox: false,
  otpSecret: 'bench-otp-secret',
  rateLimits: { perIp: 1_000_000, perAccount: 1_000_000, windowMs: 60_000 },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - start;
}

const login = () =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'demo', password: 'demo12345' }),
  });
const health = () => fetch(`${base}/api/health`);

await timed(login); // warm-up
const idleHealth: number[] = [];
for (let i = 0; i < 20; i++) idleHealth.push(await timed(health));

const logins: number[] = [];
const busyHealth: number[] = [];
const state = { running: true };
const prober = (async () => {
  while (state.running) {
    busyHealth.push(await timed(health));
    await new Promise((r) => setTimeout(r, 5));
  }
})();
for (let i = 0; i < 30; i++) logins.push(await timed(login));
state.running = false;
await prober;

console.log(`login x${logins.length}: median ${ms(pct(logins, 50))}, p95 ${ms(pct(logins, 95))}`);
console.log(`GET /api/health idle: median ${ms(pct(idleHealth, 50))}`);
console.log(
  `GET /api/health during logins (x${busyHealth.length}): median ${ms(pct(busyHealth, 50))}, p95 ${ms(pct(busyHealth, 95))}, max ${ms(Math.max(...busyHealth))}`,
);
await app.close();
await database.close();
