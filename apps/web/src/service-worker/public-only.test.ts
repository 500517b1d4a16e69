import { describe, expect, it } from 'vitest';
import { isPublicAnswer } from './public-only';

const answer = (status: number, cacheControl?: string) =>
  new Response('<!doctype html>', {
    status,
    headers: cacheControl === undefined ? {} : { 'cache-control': cacheControl },
  });

describe('the answers the service worker keeps', () => {
  it('are the pages the server shares between anonymous visitors', () => {
    const shared = 'public, max-age=0, s-maxage=10, stale-while-revalidate=10';
    expect(isPublicAnswer(answer(200, shared))).toBe(true);
    expect(isPublicAnswer(answer(200, 'Public'))).toBe(true);
  });

  it('are never a signed-in visitor’s, the console’s, nor an answer without the mark', () => {
    expect(isPublicAnswer(answer(200, 'private, no-cache'))).toBe(false);
    expect(isPublicAnswer(answer(200, 'no-store'))).toBe(false);
    expect(isPublicAnswer(answer(200, 'no-cache'))).toBe(false);
    expect(isPublicAnswer(answer(200))).toBe(false);
    expect(isPublicAnswer(answer(200, 'public, no-store'))).toBe(false);
    expect(isPublicAnswer(answer(200, 'no-public'))).toBe(false);
  });

  it('are never an error or a missing page, even one marked public', () => {
    expect(isPublicAnswer(answer(404, 'public, max-age=0'))).toBe(false);
    expect(isPublicAnswer(answer(500, 'public'))).toBe(false);
  });
});
