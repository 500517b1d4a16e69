import type { UploadedPicture } from '@souq/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adDrafts, adImages } from '../../db/schema/index.ts';
import { toAdImage } from '../ads/ads.serializer.ts';
import type { ProcessedPicture } from './ad-pictures.ts';

const pictureColumns = {
  id: adImages.id,
  path: adImages.path,
  width: adImages.width,
  height: adImages.height,
  adId: adImages.adId,
  hash: adImages.hash,
};

type PictureRow = { id: number; path: string; width: number; height: number };

export function toUploadedPicture(row: PictureRow): UploadedPicture {
  return { id: row.id, ...toAdImage([row.path, row.width, row.height]) };
}

/** Records a stored upload of the user, attached to no ad yet. */
export async function insertUpload(
  db: Database,
  userId: number,
  path: string,
  picture: ProcessedPicture,
): Promise<UploadedPicture> {
  const [row] = await db
    .insert(adImages)
    .values({ userId, path, width: picture.width, height: picture.height, hash: picture.hash })
    .returning(pictureColumns);
  if (!row) throw new Error('the upload was not recorded');
  return toUploadedPicture(row);
}

/**
 * The pictures among `ids` that may go on the ad: the user's uploads not attached to any ad, or
 * those already on this one (an edit; the seed's have no uploader). In the order of `ids`;
 * unknown ones are left out.
 */
export async function loadAttachable(
  db: Database,
  userId: number,
  ids: number[],
  adId: number | null,
) {
  if (ids.length === 0) return [];
  const ownUpload = and(eq(adImages.userId, userId), isNull(adImages.adId));
  const allowed: SQL | undefined =
    adId === null ? ownUpload : or(ownUpload, eq(adImages.adId, adId));
  const rows = await db
    .select(pictureColumns)
    .from(adImages)
    .where(and(inArray(adImages.id, ids), allowed));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The pictures of an ad, in their order. */
export function loadAdPictures(db: Database, adId: number) {
  return db
    .select(pictureColumns)
    .from(adImages)
    .where(eq(adImages.adId, adId))
    .orderBy(asc(adImages.position), asc(adImages.id));
}

/** Removes one of the user's uploads that no ad holds; answers its path, or undefined. */
export async function deleteUpload(
  db: Database,
  userId: number,
  id: number,
): Promise<string | undefined> {
  const [row] = await db
    .delete(adImages)
    .where(and(eq(adImages.id, id), eq(adImages.userId, userId), isNull(adImages.adId)))
    .returning({ path: adImages.path });
  return row?.path;
}

/**
 * Deletes at most `limit` uploads never published: on no ad, uploaded more than a day ago, and
 * in no draft of their uploader (the draft keeps them to post later). Answers their paths.
 */
export async function deleteAbandonedUploads(db: Database, limit: number): Promise<string[]> {
  const abandoned = db
    .select({ id: adImages.id })
    .from(adImages)
    .where(
      and(
        isNull(adImages.adId),
        isNotNull(adImages.userId),
        lt(adImages.createdAt, sql`now() - interval '1 day'`),
        sql`not exists (select from ${adDrafts} where ${adDrafts.userId} = ${adImages.userId} and ${adDrafts.values} -> 'pictures' @> to_jsonb(${adImages.id}))`,
      ),
    )
    .orderBy(adImages.id)
    .limit(limit);
  const rows = await db
    .delete(adImages)
    .where(inArray(adImages.id, abandoned))
    .returning({ path: adImages.path });
  return rows.map((row) => row.path);
}
