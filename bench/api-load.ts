// Load benchmark: starts the real server (its own process) on the configured database and
// hammers GET /api/categories with autocannon, printing requests/s and latency percentiles.
// Usage: npm run bench:api [-- --duration 10 --connections 50 --path /api/categories]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    path: { type: 'string', default: '/api/categories' },
    port: { type: 'string', default: '3200' },
  },
});
const base = `http://127.0.0.1:${values.port}`;

const server = await startServer(values.port);

try {
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
  await server.stop();
}
