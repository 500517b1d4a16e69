import { CONTENT_PAGES, type ContentPage } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headingsUnder } from '../../src/shared/heading-outline.ts';
import { request } from '../engagement/fixtures.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/** The levels of the headings of some HTML, in order. */
const levelsOf = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));

/** Each heading at most one level below the one before it, the first under the page's `<h1>`. */
function skips(levels: number[]): number[] {
  return levels.filter((level, i) => level > (i === 0 ? 1 : (levels[i - 1] ?? 1)) + 1);
}

describe('a content page served under its title (issue 41, item 28)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has headings that go on from the page’s h1 without skipping a level, in both languages', async () => {
    let headings = 0;
    for (const slug of CONTENT_PAGES) {
      for (const lang of ['ar', 'en']) {
        const res = await request<ContentPage>(t, 'GET', `/api/pages/${slug}`, {
          headers: { lang },
        });
        expect(res.status).toBe(200);
        const levels = levelsOf(res.body.data.body);
        headings += levels.length;
        expect(skips(levels), `${slug} (${lang}): ${levels.join(', ')}`).toEqual([]);
        if (levels.length > 0) expect(Math.min(...levels)).toBe(2);
      }
    }
    expect(headings).toBeGreaterThan(0);
  });
});

describe('headingsUnder', () => {
  it('starts the outline at h2 and keeps the depths below it', () => {
    expect(headingsUnder('<h3>A</h3><p>x</p><h4 class="q">B</h4><h3>C</h3>')).toBe(
      '<h2>A</h2><p>x</p><h3 class="q">B</h3><h2>C</h2>',
    );
  });

  it('closes each heading at its own new level and never skips one', () => {
    expect(headingsUnder('<h2>A</h2><h5>B</h5><h6>C</h6>')).toBe('<h2>A</h2><h3>B</h3><h4>C</h4>');
    expect(headingsUnder('<h4>A</h4><h2>B</h2>')).toBe('<h2>A</h2><h2>B</h2>');
    expect(headingsUnder('<h1>A</h1><h6>B</h6>')).toBe('<h2>A</h2><h3>B</h3>');
  });

  it('leaves HTML without headings, and look-alike tags, as they are', () => {
    const html = '<p>One <header>two</header> <hr> three</p>';
    expect(headingsUnder(html)).toBe(html);
  });
});
