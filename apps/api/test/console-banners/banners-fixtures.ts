import type { BannerBody, BannerPicture } from '@souq/contracts';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { banners } from '../../src/db/schema/index.ts';
import type { TestContext } from '../helpers/app.ts';
import { blocks } from '../helpers/pictures.ts';
import { newMember, type Member } from '../moderation/fixtures.ts';

/** The database's clock `seconds` from now (negative: in the past), as an ISO moment. */
export async function dbMoment(db: Database, seconds: number): Promise<string> {
  const { rows } = await db.execute<{ at: string }>(
    sql`select to_char((now() + make_interval(secs => ${seconds}::float8)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`,
  );
  const at = rows[0]?.at;
  if (at === undefined) throw new Error('no clock');
  return at;
}

/** Uploads a picture for banners as `staff`; answers its path and preview. */
export async function uploadBannerPicture(
  t: TestContext,
  staff: Member,
  seed = 1,
): Promise<BannerPicture> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/banners/pictures',
    headers: { ...staff.headers, 'content-type': 'image/jpeg' },
    payload: await blocks(seed).jpeg().toBuffer(),
  });
  if (res.statusCode !== 201) throw new Error(`upload answered ${String(res.statusCode)}`);
  return res.json<{ data: BannerPicture }>().data;
}

/** A banner to create: a new picture of its own, both texts, always shown, opening nothing. */
export async function bannerPayload(
  t: TestContext,
  staff: Member,
  values: Partial<BannerBody> = {},
): Promise<BannerBody> {
  const { image } = await uploadBannerPicture(t, staff);
  return {
    image,
    image_ar: null,
    alt_en: 'Ramadan offers',
    alt_ar: 'عروض رمضان',
    target_id: null,
    link: null,
    starts_at: null,
    ends_at: null,
    active: true,
    ...values,
  };
}

/** A banner written straight into the database, showing a seed picture. */
export async function newBanner(db: Database): Promise<number> {
  const [row] = await db
    .insert(banners)
    .values({ image: '/media/banners/banner-1', altEn: 'Matrix', altAr: 'مصفوفة', position: 100 })
    .returning({ id: banners.id });
  if (!row) throw new Error('banner not inserted');
  return row.id;
}

type BannerRule = {
  role: 'admin';
  sample: () => Promise<{ url: string; payload?: object; headers?: Record<string, string> }>;
};

/**
 * The authorization matrix's rules for `/api/admin/banners` (every route admin only). The
 * pictures a sample needs are uploaded by an admin of its own, whoever the caller.
 */
export function bannerRules(t: TestContext): Record<string, BannerRule> {
  const admin = (sample: BannerRule['sample']): BannerRule => ({ role: 'admin', sample });
  let uploader: Member | undefined;
  const payload = async () => bannerPayload(t, (uploader ??= await newMember(t, 'admin')));
  const db = () => t.database.db;
  return {
    'GET /api/admin/banners': admin(async () => ({ url: '/api/admin/banners' })),
    'POST /api/admin/banners/pictures': admin(async () => ({
      url: '/api/admin/banners/pictures',
      payload: await blocks(3).jpeg().toBuffer(),
      headers: { 'content-type': 'image/jpeg' },
    })),
    'POST /api/admin/banners': admin(async () => ({
      url: '/api/admin/banners',
      payload: await payload(),
    })),
    'PUT /api/admin/banners/order': admin(async () => ({
      url: '/api/admin/banners/order',
      payload: {
        ids: (await db().select({ id: banners.id }).from(banners).orderBy(desc(banners.id))).map(
          (row) => row.id,
        ),
      },
    })),
    'PUT /api/admin/banners/{id}': admin(async () => ({
      url: `/api/admin/banners/${String(await newBanner(db()))}`,
      payload: { ...(await payload()), image: '/media/banners/banner-1' },
    })),
    'PUT /api/admin/banners/{id}/active': admin(async () => ({
      url: `/api/admin/banners/${String(await newBanner(db()))}/active`,
      payload: { active: false },
    })),
    'DELETE /api/admin/banners/{id}': admin(async () => ({
      url: `/api/admin/banners/${String(await newBanner(db()))}`,
    })),
  };
}
