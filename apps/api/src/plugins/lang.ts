import { resolveLang, type Lang } from '@souq/contracts';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The `lang` header (`ar`/`en`, anything else means `en`) picks content and message language. */
export const langPlugin = fp((app) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = resolveLang(request.headers.lang);
    done();
  });
});
