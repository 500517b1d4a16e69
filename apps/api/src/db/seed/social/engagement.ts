import type {
  favorites,
  follows,
  jobApplications,
  jobFavorites,
  likes,
  storeFollows,
  userInterests,
} from '../../schema/index.ts';
import type { AdRow } from '../ads/build.ts';
import type { JobRow } from '../jobs/build.ts';
import { createRng, type Rng } from '../prng.ts';
import type { StoreRow } from '../stores.ts';
import { addDays, BASE_DATE, daysBefore } from '../time.ts';
import { DEMO2_USER_ID, DEMO_USER_ID, type UserRow } from '../users.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type Engagement = {
  likes: Insert<typeof likes>[];
  favorites: Insert<typeof favorites>[];
  follows: Insert<typeof follows>[];
  storeFollows: Insert<typeof storeFollows>[];
  interests: Insert<typeof userInterests>[];
  jobApplications: Insert<typeof jobApplications>[];
  jobFavorites: Insert<typeof jobFavorites>[];
};

/** demo2's job activity; demo has none (see buildEngagement). */
const DEMO2_APPLIED = [2, 5];
const DEMO2_FAVOURITE_JOBS = [3, 4, 8];

function soon(rng: Rng, from: Date): Date {
  const date = addDays(from, rng.int(1, 72) / 24);
  return date < BASE_DATE ? date : from;
}

function adEngagement(rng: Rng, people: number[], ads: AdRow[], out: Engagement): void {
  for (const ad of ads) {
    const others = people.filter((id) => id !== ad.userId);
    for (const userId of rng.sample(others, Math.floor(rng.next() ** 2 * 12))) {
      out.likes.push({ userId, adId: ad.id, createdAt: soon(rng, ad.createdAt) });
    }
    const savers = rng.chance(0.35) ? rng.sample(others, rng.int(1, 3)) : [];
    for (const userId of savers) {
      out.favorites.push({ userId, adId: ad.id, createdAt: soon(rng, ad.createdAt) });
    }
  }
}

function socialGraph(
  rng: Rng,
  people: number[],
  sellers: number[],
  stores: StoreRow[],
  tagIds: number[],
  out: Engagement,
): void {
  for (const userId of people) {
    const since = daysBefore(rng.int(1, 90));
    const followed = rng.sample(
      sellers.filter((id) => id !== userId),
      rng.int(0, 3),
    );
    for (const followedId of followed) {
      out.follows.push({ followerId: userId, followedId, createdAt: since });
    }
    for (const store of rng.sample(stores, rng.int(0, 3))) {
      out.storeFollows.push({ userId, storeId: store.id, createdAt: since });
    }
    for (const tagId of rng.sample(tagIds, rng.int(2, 5))) out.interests.push({ userId, tagId });
  }
}

function jobActivity(rng: Rng, people: number[], jobs: JobRow[], out: Engagement): void {
  const seekers = people.filter((id) => id !== DEMO2_USER_ID);
  for (const job of jobs) {
    const applied = job.id % 3 === 0 ? rng.sample(seekers, rng.int(1, 3)) : [];
    const saved = rng.chance(0.3) ? rng.sample(seekers, rng.int(1, 2)) : [];
    if (DEMO2_APPLIED.includes(job.id)) applied.push(DEMO2_USER_ID);
    if (DEMO2_FAVOURITE_JOBS.includes(job.id)) saved.push(DEMO2_USER_ID);
    const createdAt = soon(rng, job.createdAt);
    for (const userId of applied)
      out.jobApplications.push({ jobOfferId: job.id, userId, createdAt });
    for (const userId of saved) out.jobFavorites.push({ jobOfferId: job.id, userId, createdAt });
  }
}

/**
 * The demo account starts with no likes, favourites, follows, interests, job applications
 * or job favourites, so end-to-end tests that sign in as `demo` begin from a clean state.
 */
export function buildEngagement(
  users: UserRow[],
  stores: StoreRow[],
  ads: AdRow[],
  jobs: JobRow[],
  tagIds: number[],
): Engagement {
  const rng = createRng('engagement');
  const people = users.filter((u) => u.id !== DEMO_USER_ID).map((u) => u.id);
  const sellers = users.filter((u) => u.roles?.[0] === 'client').map((u) => u.id);
  const out: Engagement = {
    likes: [],
    favorites: [],
    follows: [],
    storeFollows: [],
    interests: [],
    jobApplications: [],
    jobFavorites: [],
  };
  adEngagement(rng, people, ads, out);
  socialGraph(rng, people, sellers, stores, tagIds, out);
  jobActivity(rng, people, jobs, out);
  return out;
}
