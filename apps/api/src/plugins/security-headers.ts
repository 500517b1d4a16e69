import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is made once: @fastify/helmet makes
 * it anew for each request, parsing the content security policy every time.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        // Served over plain HTTP on a LAN too: upgrading would break every asset there.
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws rather than passing an error on: it calls `done` with nothing.
    setHeaders(request.raw, reply.raw, () => {
      done();
    });
  });
});
