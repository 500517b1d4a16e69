import type { conversations, messages } from '../../schema/index.ts';
import type { AdRow } from '../ads/build.ts';
import type { JobRow } from '../jobs/build.ts';
import { createRng } from '../prng.ts';
import type { StoreRow } from '../stores.ts';
import { daysBefore } from '../time.ts';
import { DEMO2_USER_ID, DEMO_USER_ID, type UserRow } from '../users.ts';

type ConversationRow = typeof conversations.$inferInsert & { id: number };
type MessageRow = typeof messages.$inferInsert & { id: number };
export type SeedConversations = { conversations: ConversationRow[]; messages: MessageRow[] };

/** Who writes each line: the one who asks (the buyer) or the one who answers. */
type Line = ['buyer' | 'seller', string];

/** Real exchanges about an ad, each in the language its people write in. */
const AD_SCRIPTS: Line[][] = [
  [
    ['buyer', 'Hello, is it still available?'],
    ['seller', 'Yes, it is. You can see it any evening this week.'],
    ['buyer', 'What is your last price?'],
    ['seller', 'I can take 5% off if you pay in cash.'],
    ['buyer', 'Deal. Can I come on Thursday at 6?'],
  ],
  [
    ['buyer', 'مرحباً، هل ما زال متوفراً؟'],
    ['seller', 'نعم متوفر، أهلاً وسهلاً.'],
    ['buyer', 'ما هو آخر سعر؟'],
    ['seller', 'السعر قابل للتفاوض بشكل بسيط بعد المعاينة.'],
    ['buyer', 'تمام، أين يمكنني رؤيته؟'],
    ['seller', 'في المزة، قرب الجامع. تعال يوم السبت بعد العصر.'],
  ],
  [
    ['buyer', 'Is the price fixed?'],
    ['seller', 'A little room for a serious buyer.'],
  ],
  [
    ['buyer', 'هل يوجد ضمان؟'],
    ['seller', 'نعم، ضمان ستة أشهر من المحل.'],
    ['buyer', 'ممتاز، هل يمكن الدفع على دفعتين؟'],
  ],
];

/** A customer asking a store, in both languages. */
const STORE_SCRIPT: Line[] = [
  ['buyer', 'Good morning. Do you deliver to Aleppo?'],
  ['seller', 'صباح الخير، نعم نوصل إلى حلب خلال يومين.'],
  ['buyer', 'شكراً، سأطلب غداً إن شاء الله.'],
  ['seller', 'أهلاً بك، بانتظار طلبك.'],
];

/** An applicant asking the employer. */
const JOB_SCRIPT: Line[] = [
  ['buyer', 'السلام عليكم، هل الوظيفة ما زالت متاحة؟'],
  ['seller', 'وعليكم السلام، نعم. أرسل سيرتك الذاتية عبر زر التقديم.'],
  ['buyer', 'أرسلتها الآن، شكراً لكم.'],
];

/**
 * The chat's seed: the demo accounts talk with each other about their own ads, demo asks a
 * store and its job, and other people ask about ads; some lines are left unread, so the
 * badge and the read marks show at once.
 */
export function buildConversations(
  users: UserRow[],
  stores: StoreRow[],
  ads: AdRow[],
  jobs: JobRow[],
): SeedConversations {
  const rng = createRng('conversations');
  const out: SeedConversations = { conversations: [], messages: [] };
  const individualAd = (ownerId: number) =>
    ads.find((ad) => ad.userId === ownerId && ad.storeId === null && ad.status !== 'sold');
  const store = stores[0];
  const storeJob = jobs.find((job) => job.storeId === store?.id);

  type Start = {
    buyerId: number;
    sellerId: number;
    subject: Partial<ConversationRow>;
    script: Line[];
  };
  const adScript = () => AD_SCRIPTS[starts.length % AD_SCRIPTS.length] ?? [];
  const starts: Start[] = [];
  const demo2Ad = individualAd(DEMO2_USER_ID);
  if (demo2Ad) {
    starts.push({
      buyerId: DEMO_USER_ID,
      sellerId: DEMO2_USER_ID,
      subject: { adId: demo2Ad.id },
      script: adScript(),
    });
  }
  const demoAd = individualAd(DEMO_USER_ID);
  if (demoAd) {
    starts.push({
      buyerId: DEMO2_USER_ID,
      sellerId: DEMO_USER_ID,
      subject: { adId: demoAd.id },
      script: adScript(),
    });
  }
  if (store) {
    starts.push({
      buyerId: DEMO_USER_ID,
      sellerId: store.ownerId,
      subject: { storeId: store.id },
      script: STORE_SCRIPT,
    });
    if (storeJob) {
      starts.push({
        buyerId: DEMO_USER_ID,
        sellerId: store.ownerId,
        subject: { jobId: storeJob.id },
        script: JOB_SCRIPT,
      });
    }
  }
  const people = users.map((user) => user.id).filter((id) => id > DEMO2_USER_ID);
  for (const ad of rng.sample(
    ads.filter((a) => a.status !== 'sold'),
    6,
  )) {
    const buyerId = rng.pick(people.filter((id) => id !== ad.userId));
    starts.push({ buyerId, sellerId: ad.userId, subject: { adId: ad.id }, script: adScript() });
  }

  for (const [index, start] of starts.entries()) {
    const id = index + 1;
    const startedAt = daysBefore(rng.int(1, 20), rng.int(0, 600));
    let last = startedAt;
    const ids: { buyer: number; seller: number; lastId: number } = {
      buyer: 0,
      seller: 0,
      lastId: 0,
    };
    for (const [position, [side, body]] of start.script.entries()) {
      const messageId = out.messages.length + 1;
      if (position > 0) last = new Date(last.getTime() + rng.int(3, 90) * 60_000);
      out.messages.push({
        id: messageId,
        conversationId: id,
        senderId: side === 'buyer' ? start.buyerId : start.sellerId,
        body,
        createdAt: last,
      });
      ids[side] = messageId;
      ids.lastId = messageId;
    }
    // Each side has read up to its own last line; every other conversation's last line is
    // still unread by the one it was written to.
    const unread = index % 2 === 0;
    out.conversations.push({
      id,
      ...start.subject,
      buyerId: start.buyerId,
      sellerId: start.sellerId,
      createdAt: startedAt,
      lastMessageAt: last,
      buyerReadId: unread ? ids.buyer : ids.lastId,
      sellerReadId: unread ? ids.seller : ids.lastId,
    });
  }
  return out;
}
