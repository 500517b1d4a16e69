import type { ContentPageSlug } from '@souq/contracts';
import { saveEditablePage } from '../../src/modules/console-content/content-pages.repository.ts';
import type { TestContext } from '../helpers/app.ts';

/** A page in both languages, each save's text its own (`mark`). */
export const pagePayload = (mark = String(Math.random()).slice(2, 10)) => ({
  title_en: `Refund policy ${mark}`,
  title_ar: `سياسة الاسترداد ${mark}`,
  body_en: `<h2>Returns</h2><p>Within 7 days (${mark}).</p>`,
  body_ar: `<h2>الإرجاع</h2><p>خلال 7 أيام (${mark}).</p>`,
});

/** Saves `slug` once from outside the console (no actor): it then has versions 1 and 2 at least. */
export async function savedPage(t: TestContext, slug: ContentPageSlug) {
  return saveEditablePage(t.database.db, slug, pagePayload(), null);
}

type ContentRule = { role: 'admin'; sample: () => Promise<{ url: string; payload?: object }> };

/** The authorization matrix's rules for `/api/admin/content` (every route admin only). */
export function contentRules(t: TestContext): Record<string, ContentRule> {
  const admin = (sample: ContentRule['sample']): ContentRule => ({ role: 'admin', sample });
  return {
    'GET /api/admin/content/{slug}': admin(async () => ({ url: '/api/admin/content/faq' })),
    'PUT /api/admin/content/{slug}': admin(async () => ({
      url: '/api/admin/content/refund',
      payload: pagePayload(),
    })),
    'GET /api/admin/content/{slug}/versions': admin(async () => ({
      url: '/api/admin/content/refund/versions',
    })),
    'GET /api/admin/content/{slug}/versions/{version}': admin(async () => {
      const page = await savedPage(t, 'refund');
      return { url: `/api/admin/content/refund/versions/${String(page.version)}` };
    }),
    'POST /api/admin/content/{slug}/versions/{version}/restore': admin(async () => {
      await savedPage(t, 'refund');
      return { url: '/api/admin/content/refund/versions/1/restore' };
    }),
  };
}
