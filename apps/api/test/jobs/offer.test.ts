import { formatMessage, SIMILAR_JOBS, type JobOffer } from '@souq/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '../../src/shared/messages.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { request } from '../engagement/fixtures.ts';
import { ARABIC, everyOffer, getOffer, seededOffers, UNKNOWN_ID } from './client.ts';

let t: TestContext;
let all: JobOffer[];

beforeAll(async () => {
  t = await createTestApp();
  all = await everyOffer(t);
});
afterAll(() => t.close());

describe('GET /api/job-offers/{id}', () => {
  it('answers the offer with its company, dates, standards and HTML description', async () => {
    const listed = seededOffers(all)[0] as JobOffer;
    const { status, body } = await getOffer(t, listed.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject(listed);
    expect(body.data.company).toEqual({
      company_name: listed.company_name,
      company_image: listed.company_image,
    });
    expect(body.data.description).toMatch(/^<p>/);
    expect(body.data.last_date_to_apply).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(listed.date_posted));
    const today = new Date().toISOString().slice(0, 10);
    expect(body.data.is_expired).toBe((body.data.last_date_to_apply ?? today) < today);

    const ar = await getOffer(t, listed.id, 'ar');
    expect(ar.body.data.title).toMatch(ARABIC);
    expect(ar.body.data.description).toMatch(ARABIC);
    expect(ar.body.data.standards.map((s) => s.id)).toEqual(listed.standards.map((s) => s.id));
  });

  it('answers 404 for an unknown offer and 422 for a malformed id, in the request language', async () => {
    const missing = await getOffer(t, UNKNOWN_ID, 'ar');
    expect(missing).toEqual({ status: 404, body: { message: apiMessage('not_found', 'ar') } });
    const malformed = await getOffer(t, 'abc');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors?.id).toEqual([formatMessage('not_a_number', 'en')]);
  });
});

describe('GET /api/job-offers/{id}/similar', () => {
  it('answers other open offers, a close title first', async () => {
    const developer = all.find((offer) => offer.title === 'Backend Developer (Node.js)');
    expect(developer).toBeDefined();
    const id = developer?.id ?? 0;
    const { status, body } = await request<JobOffer[]>(
      t,
      'GET',
      `/api/job-offers/${String(id)}/similar`,
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(SIMILAR_JOBS);
    expect(body.data.map((offer) => offer.id)).not.toContain(id);
    expect(body.data[0]?.title).toMatch(/Developer/);
    for (const offer of body.data) {
      const detail = await getOffer(t, offer.id);
      expect(detail.body.data.is_expired).toBe(false);
    }
    const missing = await request(t, 'GET', `/api/job-offers/${String(UNKNOWN_ID)}/similar`);
    expect(missing.status).toBe(404);
  });
});
