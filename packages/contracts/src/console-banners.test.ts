import { describe, expect, it } from 'vitest';
import { bannerBody, isSitePath } from './console-banners.ts';

const banner = {
  image: '/media/uploads/banners/0a1b2c',
  image_ar: null,
  alt_en: 'Eid offers',
  alt_ar: 'عروض العيد',
  target_id: null,
  link: null,
  starts_at: null,
  ends_at: null,
  active: true,
};

/** The message keys of a body's issues, by field. */
function issues(body: object): Record<string, string> {
  const parsed = bannerBody.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('a banner link', () => {
  it('is a path of this site without its language', () => {
    for (const path of [
      '/category/8',
      '/jobs',
      '/',
      '/search?q=سيارة',
      '/about#team',
      '/english',
    ]) {
      expect(isSitePath(path), path).toBe(true);
    }
    for (const path of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'category/8',
      '/a//b',
      '/en',
      '/ar/category/8',
      '/en?x=1',
      '/a b',
      '/a\tb',
      '/a\u0000b',
      '',
    ]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });
});

describe('a banner body', () => {
  it('takes a whole banner', () => {
    expect(issues(banner)).toEqual({});
    expect(
      issues({
        ...banner,
        link: '/category/8',
        starts_at: '2026-03-01T09:00:00.000Z',
        ends_at: '2026-03-31T21:00:00+03:00',
      }),
    ).toEqual({});
  });

  it('names each rule it breaks on its field', () => {
    expect(issues({ ...banner, alt_ar: ' ' })).toEqual({ alt_ar: 'required' });
    expect(issues({ ...banner, link: '/x', target_id: 7 })).toEqual({ link: 'banner_link_or_ad' });
    expect(
      issues({ ...banner, starts_at: '2026-03-02T00:00:00Z', ends_at: '2026-03-01T00:00:00Z' }),
    ).toEqual({ ends_at: 'banner_end_after_start' });
    expect(issues({ ...banner, image: '/media/../secret' })).toEqual({ image: 'banner_picture' });
    expect(issues({ ...banner, starts_at: '2026-03-01 09:00' })).toEqual({
      starts_at: 'invalid_format',
    });
  });
});
