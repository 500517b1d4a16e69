import { formatMessage, type JobOffer } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ARABIC, everyOffer, search, seededOffers, standardValue } from './client.ts';

let t: TestContext;
let all: JobOffer[];

/** The jobs category's filters, by English name (ids come from the seed). */
let filterIds: Record<'Work Time' | 'Experience' | 'Location', number>;

beforeAll(async () => {
  t = await createTestApp();
  all = await everyOffer(t);
  const res = await t.app.inject({ url: '/api/get_filter_options?category_id=6' });
  const definitions = res.json<{ data: { id: number; name: string }[] }>().data;
  const idOf = (name: string) => {
    const found = definitions.find((d) => d.name === name);
    if (!found) throw new Error(`no ${name} filter`);
    return found.id;
  };
  filterIds = {
    'Work Time': idOf('Work Time'),
    Experience: idOf('Experience'),
    Location: idOf('Location'),
  };
});
afterAll(() => t.close());

const ids = (offers: readonly JobOffer[]) => offers.map((offer) => offer.id);

describe('GET /api/job-offers/search', () => {
  it('pages through every offer, newest first, with the card fields', async () => {
    expect(all.length).toBeGreaterThan(12);
    const dates = all.map((offer) => offer.date_posted);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await search(t, {});
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ current_page: 1, per_page: 12, total: all.length });
    expect(first.body.data.last_page).toBe(Math.ceil(all.length / 12));
    expect(ids(first.body.data.data)).toEqual(ids(all.slice(0, 12)));
    const second = await search(t, { page: 2 });
    expect(ids(second.body.data.data)).toEqual(ids(all.slice(12, 24)));
    for (const offer of seededOffers(all)) {
      expect(standardValue(offer, 'work_time')).toBeTruthy();
      expect(standardValue(offer, 'experience')).toBeTruthy();
      expect(offer.has_applied).toBe(false);
      expect(offer.is_favorite).toBe(false);
    }
    expect(all.some((offer) => offer.company_name === null)).toBe(true);
    expect(all.some((offer) => offer.company_image === null)).toBe(true);
    // The seed's deadlines are relative to 2026-11-01: some have passed.
    expect(all.some((offer) => offer.is_expired)).toBe(true);
  });

  it('answers in the lang header: Arabic titles, standards and locations', async () => {
    const ar = await search(t, { per_page: 48 }, 'ar');
    expect(ids(ar.body.data.data)).toEqual(ids(all));
    for (const offer of seededOffers(ar.body.data.data)) {
      expect(offer.title).toMatch(ARABIC);
      expect(offer.location).toMatch(ARABIC);
      expect(standardValue(offer, 'work_time')).toMatch(ARABIC);
    }
  });

  it('finds the term in titles and company names, in English or Arabic', async () => {
    const developers = all.filter((offer) => /developer/i.test(offer.title));
    expect(developers.length).toBeGreaterThan(1);
    expect(ids((await search(t, { q: 'DEVELOP', per_page: 48 })).body.data.data)).toEqual(
      ids(developers),
    );
    // The same offers by their Arabic titles (مطور), from an English page too.
    expect(ids((await search(t, { q: 'مطور', per_page: 48 })).body.data.data)).toEqual(
      ids(all.filter((offer) => developers.includes(offer) || /مطور/.test(offer.title))),
    );
    const bank = all.filter((offer) => offer.company_name === 'Ugarit Bank');
    expect(bank.length).toBeGreaterThan(0);
    expect(ids((await search(t, { q: 'ugarit', per_page: 48 })).body.data.data)).toEqual(ids(bank));
    // Every word must match; Arabic spelling variants (أ/ا) are folded.
    expect(
      ids((await search(t, { q: 'اوغاريت مصرف', per_page: 48 }, 'ar')).body.data.data),
    ).toEqual(ids(bank));
    const none = await search(t, { q: 'zzqx nothing' });
    expect(none.body.data).toMatchObject({ data: [], total: 0, last_page: 1 });
    // A term without a letter or digit narrows nothing.
    expect((await search(t, { q: ' %_ ' })).body.data.total).toBe(all.length);
  });

  it('filters on work time, experience and location, all together', async () => {
    const remote = all.filter((offer) => standardValue(offer, 'work_time') === 'Remote');
    expect(remote.length).toBeGreaterThan(0);
    const byWorkTime = await search(t, {
      per_page: 48,
      filtersAttributes: [{ attribute_id: filterIds['Work Time'], value: 'Remote' }],
    });
    expect(ids(byWorkTime.body.data.data)).toEqual(ids(remote));

    // Arabic labels on an Arabic page choose the same options.
    const arabic = await search(
      t,
      {
        per_page: 48,
        filtersAttributes: [
          { attribute_id: filterIds['Work Time'], value: 'دوام كامل' },
          { attribute_id: filterIds.Location, value: 'دمشق' },
        ],
      },
      'ar',
    );
    const fullTimeDamascus = all.filter(
      (offer) =>
        standardValue(offer, 'work_time') === 'Full time' && offer.location?.startsWith('Damascus'),
    );
    expect(fullTimeDamascus.length).toBeGreaterThan(0);
    expect(ids(arabic.body.data.data)).toEqual(ids(fullTimeDamascus));

    const experience = standardValue(fullTimeDamascus[0] as JobOffer, 'experience') ?? '';
    const three = await search(t, {
      per_page: 48,
      q: fullTimeDamascus[0]?.title ?? '',
      filtersAttributes: [
        { attribute_id: filterIds['Work Time'], value: 'Full time' },
        { attribute_id: filterIds.Experience, value: experience },
        { attribute_id: filterIds.Location, value: 'Damascus' },
      ],
    });
    expect(ids(three.body.data.data)).toContain(fullTimeDamascus[0]?.id);
    for (const offer of three.body.data.data) {
      expect(standardValue(offer, 'experience')).toBe(experience);
    }
  });

  it('answers 422 in the request language for bad paging, unknown filters and options', async () => {
    const page = await search(t, { page: 0 }, 'ar');
    expect(page.status).toBe(422);
    expect(page.body.message).toBe(formatMessage('invalid', 'ar'));
    expect(page.body.errors?.page?.[0]).toMatch(ARABIC);

    const perPage = await t.app.inject({ url: '/api/job-offers/search?per_page=abc' });
    expect(perPage.statusCode).toBe(422);

    const unknown = await search(t, {
      filtersAttributes: [
        { attribute_id: 1, value: 'Remote' },
        { attribute_id: filterIds.Location, value: 'Paris' },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      'filtersAttributes.0.attribute_id': [formatMessage('unknown_filter', 'en')],
      'filtersAttributes.1.value': [formatMessage('unknown_option', 'en')],
    });

    const long = await search(t, { q: 'x'.repeat(101) }, 'ar');
    expect(long.status).toBe(422);
    expect(long.body.errors?.q).toEqual([formatMessage('too_big_string', 'ar', { maximum: 100 })]);
  });
});
