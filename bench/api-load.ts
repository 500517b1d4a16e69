// Load benchmark: starts the real server (its own process) on the configured database and
// hammers GET /api/categories with autocannon, printing requests/s and latency percentiles.
// Usage: npm run bench:api [-- --duration 10 --connections 50 --path /api/categories]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    path: { type: 'string', default: '/api/categories' },
    port: { type: 'string', default: '3200' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: values.port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    OTP_SECRET: process.env.OTP_SECRET ?? randomBytes(32).toString('hex'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

try {
  await waitForHealth();
  const result = await autocannon({
    url: `${base}${values.path}`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { lang: 'ar', 'accept-encoding': 'gzip' },
  });
  console.log(`GET ${values.path}: ${values.connections} connections, ${values.duration} s`);
  console.log(
    `requests/s  avg ${result.requests.average.toFixed(0)}  (total ${result.requests.total})`,
  );
  console.log(
    `latency ms  p50 ${result.latency.p50}  p99 ${result.latency.p99}  max ${result.latency.max}`,
  );
  console.log(`non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}`);
} finally {
  server.kill('SIGTERM');
}
