// The baseline of bench:capacity (bench/capacity/): Fastify with nothing but one route,
// `GET /` answering `{"hello":"world"}`, on PORT (run in its own process by support/server.ts).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
