import type { Readable } from 'node:stream';

/** What a stored file answers when read: its bytes as a stream, its type and its size. */
export type StoredFile = { body: Readable; contentType: string; size: number };

/**
 * Where uploaded pictures live (avatars today, ad pictures next), by key: a path such as
 * `uploads/avatars/7-ab12.webp`. The site serves a key at `/media/{key}` whichever is used
 * (plugins/web/web.ts), so the addresses kept in the database do not depend on it:
 * - `LocalMediaStorage`: files under `DATA_DIR/media` (the default);
 * - `S3MediaStorage`: a bucket of S3-compatible object storage (`S3_ENDPOINT`, `S3_BUCKET` and
 *   the keys), which several app servers share.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; none is no error. */
  remove(key: string): Promise<void>;
  /** Resolves when files can be written (the readiness check); rejects, saying why, otherwise. */
  check(): Promise<void>;
}

/** Uploads live under this key prefix (`/media/uploads/…`), apart from the seed's pictures. */
export const UPLOADS_PREFIX = 'uploads/';

/**
 * Keys under this prefix are never served at `/media/`: the routes that serve them check who
 * asks (a chat picture is for the conversation's two people only).
 */
export const PRIVATE_PREFIX = 'private/';

/** The address the site serves a key at. */
export const mediaAddress = (key: string) => `/media/${key}`;

/** The key of an address `mediaAddress` made, when it names an upload. */
export function uploadKeyOf(address: string | null): string | undefined {
  const prefix = mediaAddress(UPLOADS_PREFIX);
  if (address === null || !address.startsWith(prefix)) return undefined;
  const key = address.slice('/media/'.length);
  // A key is made by the server; anything that could leave its folder is not one.
  return key.split('/').some((part) => part === '..' || part === '') ? undefined : key;
}
