import type { ContentChanges, ContentTag } from '../../shared/content-changes.ts';
import { collectDependencies } from '../../shared/content-dependencies.ts';
import { SharedBody, type Encoding } from '../../shared/shared-body.ts';
import { taggedCache } from '../../shared/tagged-cache.ts';

export type PageStatus = 200 | 404 | 410;

/** Pages kept at most (the most recently used): a page is 50 to 250 KB with its encodings. */
export const MAX_PAGES = 500;

/**
 * A page as the server sent it, and, when it is shared, its compressed forms, made the first time
 * one is asked for, off the server's thread (shared/shared-body.ts).
 */
export class BuiltPage {
  readonly #body: SharedBody;

  constructor(
    html: string,
    /** Whether it may be shared: a page the server rendered whole (not a fallback). */
    readonly shareable: boolean,
    /** Milliseconds spent answering its calls (`data`) and rendering it (`render`). */
    readonly timings: { data: number; render: number } = { data: 0, render: 0 },
    /** Its HTTP status: 404 for the not-found page, 410 for an ad that is gone. */
    readonly status: PageStatus = 200,
  ) {
    this.#body = new SharedBody(html);
  }

  /** Its timings as a `Server-Timing` header. */
  serverTiming(): string {
    return `data;dur=${this.timings.data.toFixed(1)}, render;dur=${this.timings.render.toFixed(1)}`;
  }

  /**
   * The body for an `accept-encoding` header, and its encoding. A page sent once is left to
   * @fastify/compress (no encoding here), which compresses it as it streams.
   */
  body(acceptEncoding: string | undefined): Promise<{ encoding?: Encoding; payload: Buffer }> {
    if (!this.shareable) return Promise.resolve({ payload: this.#body.bytes });
    return this.#body.body(acceptEncoding);
  }
}

/**
 * How long a page is kept: `seconds`, less up to a quarter of it at random (in whole seconds, as
 * the cache counts). The pages a burst of visitors made together would otherwise all be due again
 * in the same second, and rendered again together while visitors wait.
 */
export function keptSeconds(seconds: number, random = Math.random()): number {
  return seconds - Math.floor(random * (Math.floor(seconds / 4) + 1));
}

/** A page's address, and the site's origin its links start with. */
export type PageAt = { url: string; origin: string };

/**
 * What a request asks the cache for. `build.ran` tells it whether its own call is making the
 * page (and so counts its view), `build.page` is that page once made: a request that started
 * the page's render in the background was sent the one kept meanwhile.
 */
export type PageRequest = PageAt & { build: { ran: boolean; page?: BuiltPage } };

/** A cached page shows no card's like or review count (`counts:` tags, content-changes.ts). */
const shownOnPage = (tag: ContentTag) => !tag.startsWith('counts:');

/**
 * A short shared cache of the pages anonymous visitors get, by address (which holds the
 * language) and origin (which their links start with): a burst of visitors on one ad costs one
 * render, as concurrent requests for a page wait for the same one. A page older than `seconds`
 * is made again in the background by the first request after, which is sent the kept one, as is
 * every other until the new one is ready (stale-while-revalidate): only a page no one asked for
 * in twice `seconds`, or dropped by a change, is waited for. Pages the server could not render
 * whole are not kept.
 *
 * A page is dropped by a change of what it shows, in this process or another: the topics and
 * tags its calls' answers noted (shared/content-dependencies.ts), as a like on an ad drops its
 * page in both languages but not the home page, and a new ad its category's lists and the home
 * page but not another ad's page (shared/tagged-cache.ts).
 */
export function createPageCache(
  seconds: number,
  changes: ContentChanges,
  build: (page: PageAt) => Promise<BuiltPage>,
) {
  const kept = (page: BuiltPage) => page.shareable;
  const get = taggedCache(
    changes,
    {
      key: (request: PageRequest) => `${request.origin} ${request.url}`,
      ttl: (page) => (kept(page) ? keptSeconds(seconds) : 0),
      stale: (page) => (kept(page) ? seconds : 0),
      size: MAX_PAGES,
    },
    async (request: PageRequest) => {
      request.build.ran = true;
      const { result: page, tags } = await collectDependencies(() =>
        build({ url: request.url, origin: request.origin }),
      );
      request.build.page = page;
      return { answer: page, tags: [...tags].filter(shownOnPage) };
    },
  );
  return { get };
}

export type PageCache = ReturnType<typeof createPageCache>;
