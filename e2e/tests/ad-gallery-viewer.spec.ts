import { expect, test, type Locator, type Page } from '@playwright/test';
import { fetchAd, findAds } from '../support/ad-detail-api';
import { openAd } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { saveShot } from '../support/category-page';
import { fill, LANGS, texts, type Lang } from '../support/i18n';

/**
 * Issue 41 item 12: the ad's pictures are shown whole; arrows and a swipe move between them; a
 * press opens them full screen, where arrows, the keyboard (in the reading direction), a swipe and
 * zoom work, and Esc gives the focus back.
 */

function gallery(page: Page, lang: Lang) {
  return page.getByRole('region', { name: texts(lang).adDetail.gallery.label, exact: true });
}

/** What a test reads of an element's style (the e2e code has no DOM types). */
type Styled = {
  ownerDocument: {
    defaultView: {
      getComputedStyle: (element: Styled) => { objectFit: string; transform: string };
    } | null;
  };
};

function objectFitOf(element: Styled): string | undefined {
  return element.ownerDocument.defaultView?.getComputedStyle(element).objectFit;
}

/** The horizontal scale of an element's transform, `matrix(a, …)` (1 when it has none). */
function scaleOf(element: Styled): number {
  const transform = element.ownerDocument.defaultView?.getComputedStyle(element).transform ?? '';
  const scale = Number.parseFloat(transform.replace('matrix(', ''));
  return Number.isNaN(scale) ? 1 : scale;
}

/** Where a drag starts and ends inside its target: clear of the arrows at its edges. */
const DRAG_INSET = 64;

/**
 * A horizontal drag across `target`, from near one edge to near the other (`sign` -1: leftwards):
 * further than half of it, past which a carousel snaps to the next slide.
 */
async function drag(page: Page, target: Locator, sign: 1 | -1): Promise<void> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('nothing to drag');
  const y = box.y + box.height / 2;
  const left = box.x + DRAG_INSET;
  const right = box.x + box.width - DRAG_INSET;
  const [from, to] = sign < 0 ? [right, left] : [left, right];
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1)
    await page.mouse.move(from + ((to - from) * step) / 8, y);
  await page.mouse.up();
}

for (const lang of LANGS) {
  const t = texts(lang);
  /** Towards the reading start: what brings the next picture in (leftwards in English). */
  const towardsStart = lang === 'ar' ? 1 : -1;

  test(
    `[${lang}] the gallery shows pictures whole, moves by arrows and swipes, and opens full screen`,
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      test.slow();
      const [listed] = await findAds(request, lang, (ad) => ad.images.length >= 3);
      if (!listed) throw new Error('no ad with three pictures');
      const ad = await fetchAd(request, lang, listed.id);
      const total = ad.images.length;
      const nameOf = (n: number) => `${ad.title} (${fill(t.adDetail.gallery.image, { n, total })})`;
      await openAd(page, lang, ad);

      const pictures = gallery(page, lang);
      const main = pictures.getByRole('img', { name: nameOf(1), exact: true });
      await expect(main).toBeVisible();
      expect(await main.evaluate(objectFitOf)).toBe('contain');
      await pictures.scrollIntoViewIfNeeded();
      await saveShot(page, testInfo, lang, 'gallery');

      // Arrows, then a swipe towards the reading start.
      await pictures.getByRole('button', { name: t.adDetail.gallery.next, exact: true }).click();
      await expect(pictures.getByRole('img', { name: nameOf(2), exact: true })).toBeVisible();
      await pictures
        .getByRole('button', { name: t.adDetail.gallery.previous, exact: true })
        .click();
      await expect(main).toBeVisible();
      await drag(page, main, towardsStart);
      await expect(pictures.getByRole('img', { name: nameOf(2), exact: true })).toBeVisible();

      // Full screen, at the picture shown.
      const open = pictures.getByRole('button', { name: t.adDetail.gallery.open, exact: true });
      await open.click();
      const viewer = page.getByRole('dialog', { name: ad.title, exact: true });
      await expect(viewer).toBeVisible();
      const position = viewer.getByText(fill(t.adDetail.gallery.image, { n: 2, total }), {
        exact: true,
      });
      await expect(position).toBeVisible();
      await expectNoSeriousViolations(page);
      await saveShot(page, testInfo, lang, 'gallery-viewer');

      // The key that points towards the reading end shows the next picture.
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(viewer.getByText(fill(t.adDetail.gallery.image, { n: 3, total }))).toBeVisible();
      await viewer.getByRole('button', { name: t.adDetail.gallery.previous, exact: true }).click();
      await expect(position).toBeVisible();

      // Zoom in and out.
      const zoom = viewer.getByRole('button', { name: t.adDetail.gallery.zoom, exact: true });
      await zoom.click();
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      const shown = viewer.getByRole('img', { name: nameOf(2), exact: true });
      await expect.poll(() => shown.evaluate(scaleOf)).toBeGreaterThan(1.5);
      await zoom.click();
      await expect(zoom).toHaveAttribute('aria-pressed', 'false');

      // A swipe, then Esc: closed, the focus back on what opened it.
      await drag(page, shown, towardsStart);
      await expect(viewer.getByText(fill(t.adDetail.gallery.image, { n: 3, total }))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      await expect(open).toBeFocused();
    },
  );
}
