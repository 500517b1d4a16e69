import { appAlive } from '../support/page-data';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Envelope, MeUser } from '../../packages/contracts/src/index';
import { apiMessage } from '../../apps/api/src/shared/messages';
import { newPerson, submitLogin } from '../support/accounts';
import { toast } from '../support/ad-page';
import { expectNoSeriousViolations } from '../support/axe';
import { dirOf, fill, LANGS, texts, type Lang } from '../support/i18n';
import { publishCar } from '../support/selling';
import { expectNoHorizontalOverflow, hasMenuBar } from '../support/layout';
import { screenshotWholePage } from '../support/screenshot';
import { signInStaffThroughForm, STAFF, useStaffSession } from '../support/staff';

/** Whether the cars category page, searched for `token`, lists the ad titled `title`. */
async function expectListed(page: Page, lang: Lang, token: string, title: string, listed: boolean) {
  const t = texts(lang);
  const main = page.getByRole('main');
  const ad = main.getByRole('heading', { level: 3, name: title, exact: true });
  // The category pages' index follows a decision within moments: each look is a new page load.
  await expect(async () => {
    await page.goto(`/${lang}/category/8?q=${token}`);
    if (listed) await expect(ad).toBeVisible({ timeout: 5_000 });
    else await expect(main.getByText(t.categoryPage.noProducts)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/** A decision of the console: its choice, its reason, then its button. */
async function decide(scope: Page | Locator, lang: Lang, choice: string, reason: string) {
  const t = texts(lang);
  await scope.getByRole('radio', { name: choice, exact: true }).check();
  await scope.getByRole('textbox', { name: t.admin.decision.reason }).fill(reason);
  await scope.getByRole('button', { name: choice, exact: true }).click();
}

/**
 * Issue 42, the console's journey: a new seller's ad waits in the held ads and a moderator
 * approves it (it is then on its category page); a buyer reports it as a scam; the moderator,
 * signed in with the password then the code texted to their phone, finds it in the queue,
 * reads the reason and the note, and bans the seller. The seller's session ends (their next page
 * is signed out), their sign-in is refused with the reason in the form, and the ad is gone from
 * the category page.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const a = t.admin;

  test(
    `[${lang}] a moderator approves a new seller's ad, then bans the seller a buyer reported`,
    { tag: '@writes' },
    async ({ browser, page }, testInfo) => {
      // Three people, two decisions, and a staff code that may wait for another test's minute.
      test.setTimeout(240_000);
      const seller = await newPerson(browser, testInfo);
      const buyer = await newPerson(browser, testInfo);
      const token = `Mq${Date.now().toString(36)}${String(testInfo.workerIndex)}`;
      const title = `${lang === 'ar' ? 'سيارة بنصف سعرها' : 'Car at half its price'} ${token}`;
      const adId = await publishCar(seller.page, lang, title, testInfo.workerIndex + 29, {
        held: true,
      });

      // The console sends a visitor to login; a moderator signs in with two steps.
      await page.goto(`/${lang}/admin`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?redirect=`));
      await signInStaffThroughForm(page, lang, STAFF.moderator);
      await expect(page).toHaveURL(`/${lang}/admin`);
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.dashboard.title);

      // The new seller's ad waits in the held ads; approved, it is on its category page.
      await page.getByRole('link', { name: new RegExp(a.dashboard.heldAds) }).click();
      await expect(page).toHaveURL(`/${lang}/admin/queue?kind=held`);
      const held = page.getByRole('article').filter({ hasText: title });
      await expect(held.getByRole('heading', { level: 2 })).toContainText(a.holdReasons.new_seller);
      await decide(held, lang, a.held.approve, lang === 'ar' ? 'إعلان سليم' : 'A fair ad');
      await expect(toast(page, apiMessage('moderation_ad_approve', lang))).toBeVisible();
      await expect(held).toHaveCount(0);
      await expectListed(buyer.page, lang, token, title, true);

      // A buyer reports it as a scam, with a note.
      const note =
        lang === 'ar' ? `طلب عربوناً قبل المعاينة ${token}` : `Asked for a deposit first ${token}`;
      await buyer.page.goto(`/${lang}/ad/${String(adId)}`);
      await buyer.page.getByRole('button', { name: t.report.ad }).click();
      const dialog = buyer.page.getByRole('dialog', { name: t.reporting.title.ad });
      await dialog.getByRole('radio', { name: t.reporting.reasons.scam }).check();
      await dialog.getByRole('textbox', { name: t.reporting.note }).fill(note);
      await dialog.getByRole('button', { name: t.reporting.send }).click();
      await expect(dialog.getByRole('status')).toHaveText(apiMessage('report_sent', lang));

      // The moderator finds it in the queue by its reason, with its count and first report.
      const nav = page.getByRole('navigation', { name: a.nav.label });
      await nav.getByRole('link', { name: a.nav.queue }).click();
      await page.getByRole('combobox', { name: a.queue.reason }).selectOption('scam');
      await expect(page).toHaveURL(/reason=scam/);
      const entry = page.getByRole('listitem').filter({ hasText: title });
      await expect(entry).toContainText(a.queue.reportsCount_one.replace('{{count}}', '1'));
      await expect(entry.getByRole('list', { name: a.queue.reasons })).toHaveText(
        a.reasonCount.replace('{{reason}}', a.reasons.scam).replace('{{n}}', '1'),
      );

      // Its page: the ad as the buyer saw it, the reason and the note; the seller is banned.
      await entry.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(`/${lang}/admin/reports/ad/${String(adId)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const reports = page.getByRole('region', { name: a.report.reports });
      await expect(reports).toContainText(a.reasons.scam);
      await expect(reports).toContainText(note);
      await expect(page.getByRole('region', { name: a.subject.ad })).toContainText(
        seller.account.name,
      );
      await expectNoSeriousViolations(page);
      await decide(page, lang, a.decision.ban, lang === 'ar' ? 'احتيال مؤكد' : 'A proven scam');
      const confirm = page.getByRole('dialog', { name: a.decision.banTitle });
      await expect(confirm.getByRole('button', { name: a.cancel })).toBeFocused();
      await confirm.getByRole('button', { name: a.decision.ban }).click();
      await expect(toast(page, apiMessage('moderation_user_ban', lang))).toBeVisible();
      await expect(page.getByRole('region', { name: a.subject.ad })).toContainText(
        a.account.banned,
      );

      // The seller's next page is signed out, and signing in again is refused in the form.
      await seller.page.goto(`/${lang}/my-ads`);
      await expect(seller.page).toHaveURL(new RegExp(`/${lang}/login\\?redirect=`));
      await submitLogin(seller.page, t, seller.account.userName, seller.account.password);
      await expect(seller.page.getByRole('main').getByRole('alert')).toHaveText(
        apiMessage('account_banned', lang),
      );
      // Their ad is gone from the category page.
      await expectListed(buyer.page, lang, token, title, false);

      // The admins' own pages are not a moderator's.
      await expect(nav.getByRole('link', { name: a.nav.settings })).toHaveCount(0);
      await page.goto(`/${lang}/admin/settings`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound.title);
      await seller.page.context().close();
      await buyer.page.context().close();
    },
  );
}

/**
 * Every console screen at this project's width, in each language, with an admin's session (the
 * journey above signs in through the form): nothing wider than the screen, no serious
 * accessibility problem; the way in from the header, and on a phone from the menu drawer. A
 * person reported by another gives the report and person pages their content. Someone signed in
 * who is not staff finds no console, nor a way to it.
 */
for (const lang of LANGS) {
  const t = texts(lang);
  const a = t.admin;

  test(
    `[${lang}] every console screen fits the screen and passes axe`,
    { tag: '@layout' },
    async ({ browser, page }, testInfo) => {
      test.setTimeout(240_000);
      const reported = await newPerson(browser, testInfo);
      const reporter = await newPerson(browser, testInfo);
      const me = await reported.page.request.get('/api/me');
      const { id } = ((await me.json()) as Envelope<MeUser>).data;
      const sent = await reporter.page.request.post(`/api/users/${String(id)}/report`, {
        data: { reason: 'offensive', note: lang === 'ar' ? 'شتمني في المحادثة' : 'Insulted me' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await useStaffSession(page.context(), String(testInfo.project.use.baseURL), STAFF.admin);

      await test.step('the way in: the header, and on a phone the menu drawer', async () => {
        await page.goto(`/${lang}`);
        await appAlive(page);
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: t.header.console })).toHaveAttribute(
          'href',
          `/${lang}/admin`,
        );
        const menu = banner.getByRole('button', { name: t.menu.open });
        if (hasMenuBar(page)) {
          await expect(menu).toBeHidden();
          return;
        }
        await menu.click();
        const drawer = page.getByRole('dialog', { name: t.menu.title });
        const link = drawer.getByRole('link', { name: t.header.console, exact: true });
        await expect(link).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.screenshot({
          path: testInfo.outputPath(`${testInfo.project.name}-${lang}-menu-drawer.png`),
        });
        await link.click();
        await expect(page).toHaveURL(`/${lang}/admin`);
        await expect(drawer).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.dashboard.title);
      });

      const screens: [name: string, path: string, heading: string][] = [
        ['dashboard', 'admin', a.dashboard.title],
        ['queue', 'admin/queue', a.queue.title],
        ['held', 'admin/queue?kind=held', a.queue.title],
        ['report', `admin/reports/user/${String(id)}`, reported.account.name],
        ['person', `admin/users/${String(id)}`, reported.account.name],
        ['audit', 'admin/audit', a.audit.title],
        ['words', 'admin/words', a.words.title],
        ['settings', 'admin/settings', a.settings.title],
        ['content', 'admin/content', a.content.title],
        ['banners', 'admin/banners', a.banners.title],
        ['places', 'admin/places', a.places.title],
        ['categories', 'admin/categories', a.categories.title],
        [
          'filters',
          'admin/categories/8/filters',
          fill(a.filters.titleOf, {
            name: lang === 'ar' ? 'السيارات والمركبات' : 'Cars and Vehicles',
          }),
        ],
        ['interests', 'admin/interests', a.interests.title],
        ['providers', 'admin/service-providers', a.providers.title],
        ['contact', 'admin/contact', a.contact.title],
        ['legals', 'admin/legals', a.legals.title],
      ];
      for (const [name, path, heading] of screens) {
        await test.step(name, async () => {
          await page.goto(`/${lang}/${path}`);
          await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
          await expectNoHorizontalOverflow(page);
          await expectNoSeriousViolations(page);
          await screenshotWholePage(
            page,
            testInfo.outputPath(`${testInfo.project.name}-${lang}-${name}.png`),
          );
        });
      }

      // Signed in but not staff: no console, nor any way to it in the header or the drawer (once
      // the page has asked the server who is staff).
      const asked = reporter.page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/me',
      );
      await reporter.page.goto(`/${lang}/admin/queue`);
      await asked;
      await expect(reporter.page.getByRole('heading', { level: 1 })).toHaveText(t.notFound.title);
      const banner = reporter.page.getByRole('banner');
      await expect(banner.getByRole('link', { name: t.header.console })).toHaveCount(0);
      if (!hasMenuBar(reporter.page)) {
        await banner.getByRole('button', { name: t.menu.open }).click();
        const drawer = reporter.page.getByRole('dialog', { name: t.menu.title });
        await expect(drawer.getByRole('link', { name: t.about_us })).toBeVisible();
        await expect(drawer.getByRole('link', { name: t.header.console })).toHaveCount(0);
      }
      await reported.page.context().close();
      await reporter.page.context().close();
    },
  );
}
