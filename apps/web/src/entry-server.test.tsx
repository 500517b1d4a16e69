// @vitest-environment node
import {
  adsQueryString,
  type Ad,
  type AdDetail,
  type Category,
  type ContentPage,
  type Lang,
} from '@souq/contracts';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import ar from './locales/ar.json';
import en from './locales/en.json';

const texts = { ar, en };

function categories(lang: Lang): { data: Category[] } {
  return { data: [{ id: 1, name: lang === 'ar' ? 'سيارات' : 'Cars', icon: '' }] };
}

function aCard(id: number, lang: Lang): Ad {
  const title = lang === 'ar' ? `سيارة رقم ${String(id)}` : `Car number ${String(id)}`;
  return {
    id,
    name: title,
    title,
    category_id: 1,
    price: 1_000_000 + id,
    negotiable: false,
    lang: lang,
    status: 'active',
    images: [],
    location: null,
    city: lang === 'ar' ? 'دمشق' : 'Damascus',
    country: lang === 'ar' ? 'سوريا' : 'Syria',
    date: '2026-11-01T12:00:00.000Z',
    condition: 'Used',
    is_favorite: false,
    is_liked: false,
    likes_count: 0,
    reviews_count: 0,
    ratings_count: 0,
    average_rating: 0,
    view_count: id,
    attributes: [],
    author_info: {
      author_id: 1,
      author_name: 'Sami',
      author_role: 'client',
      author_img: null,
      is_verified: false,
      author_phone: null,
      store_id: null,
    },
  };
}

function anAd(id: number, lang: Lang): { data: AdDetail } {
  const card = aCard(id, lang);
  return {
    data: {
      ...card,
      description: `<p>${card.title}: description</p>`,
      my_rating: null,
      languages: ['ar', 'en'],
    },
  };
}

/** The short safety tips beside Call and Chat (issue 42). */
function safetyTips(lang: Lang): { data: ContentPage } {
  return {
    data: {
      slug: 'safety-tips',
      title: lang === 'ar' ? 'نصائح للأمان' : 'Safety tips',
      body:
        lang === 'ar' ? '<ul><li>لا تدفع مقدماً.</li></ul>' : '<ul><li>Never pay first.</li></ul>',
      updated_at: '2026-11-01T12:00:00.000Z',
    },
  };
}

/** The answers an ad page is rendered from (features/ad-detail/page.ts). */
function adPageAnswers(id: number, lang: Lang): Map<string, unknown> {
  return new Map<string, unknown>([
    ['/api/categories', categories(lang)],
    [`/api/ads/${String(id)}`, anAd(id, lang)],
    ['/api/pages/safety-tips', safetyTips(lang)],
  ]);
}

/** The answers a category page is rendered from: it, its filters and first page (one ad). */
function categoryPageAnswers(id: number, lang: Lang): Map<string, unknown> {
  const category = categories(lang).data.find((c) => c.id === id);
  return new Map<string, unknown>([
    ['/api/categories', categories(lang)],
    [`/api/categories/${String(id)}`, { data: { ...category, parent: null } }],
    [`/api/get_filter_options?category_id=${String(id)}`, { data: [] }],
    [
      `/api/ads?${adsQueryString({ category_id: id, page: 1 })}`,
      {
        data: {
          data: [aCard(100 + id, lang)],
          current_page: 1,
          per_page: 12,
          total: 1,
          last_page: 1,
        },
      },
    ],
  ]);
}

describe('server rendering', () => {
  it('renders pages of several routes in both languages at the same moment, each with its own language and data', async () => {
    const pages = (['ar', 'en'] as const).flatMap((lang) => [
      {
        lang,
        url: `/${lang}/ad/7`,
        title: anAd(7, lang).data.title,
        answers: adPageAnswers(7, lang),
      },
      {
        lang,
        url: `/${lang}/ad/8`,
        title: anAd(8, lang).data.title,
        answers: adPageAnswers(8, lang),
      },
      {
        lang,
        url: `/${lang}/category/1`,
        title: aCard(101, lang).title,
        answers: categoryPageAnswers(1, lang),
      },
    ]);
    const rendered = await Promise.all(
      pages.map(({ lang, url, answers }) => renderPage(url, lang, answers)),
    );
    pages.forEach(({ lang, title }, index) => {
      const html = rendered[index]?.html ?? '';
      const other = lang === 'ar' ? 'en' : 'ar';
      expect(html).toContain(title);
      expect(html).toContain(categories(lang).data[0]?.name);
      expect(html).toContain(texts[lang].skipToContent);
      expect(html).not.toContain(texts[other].skipToContent);
      for (const otherPage of pages.filter((page) => page.title !== title)) {
        expect(html).not.toContain(otherPage.title);
      }
    });
    const adQueries = rendered[0]?.state.queries.queries.map((query) => query.queryKey);
    expect(adQueries).toContainEqual(['ads', 'detail', 7, 'ar']);
    // The safety tips come with the ad's page, sanitized (issue 42).
    expect(adQueries).toContainEqual(['content-page', 'safety-tips', 'ar']);
    expect(rendered[0]?.html).toContain('<li>لا تدفع مقدماً.</li>');
  });

  it('gives up on a call that never answers without holding up other pages', async () => {
    let stalledDone = false;
    const neverAnswered = new Promise<never>(() => undefined);
    const stalled = renderPage(
      '/en/ad/10',
      'en',
      new Map<string, unknown>([
        ['/api/categories', categories('en')],
        ['/api/ads/10', neverAnswered],
        ['/api/pages/safety-tips', safetyTips('en')],
      ]),
    ).finally(() => {
      stalledDone = true;
    });
    const others = await Promise.all([
      renderPage('/ar/ad/7', 'ar', adPageAnswers(7, 'ar')),
      renderPage('/en/ad/8', 'en', adPageAnswers(8, 'en')),
    ]);
    expect(stalledDone).toBe(false);
    expect(others.map((page) => page !== null)).toEqual([true, true]);
    expect(await stalled).toBeNull();
  });
});
