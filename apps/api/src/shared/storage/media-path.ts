import { PRIVATE_PREFIX } from './media-storage.ts';

/** What no part of a served path holds: an escape left after decoding, a backslash, a NUL. */
const UNSAFE = /[%\\\0]/;

/**
 * The key a decoded `/media/` path names (`/uploads/ads/ab12-640.webp`), or undefined when it
 * is not written the one plain way: a `.` or `..` part, an empty part (`//`), an escape still
 * there after decoding (`%2f`, `%252e`) or a backslash names nothing, whatever a later step would
 * make of it. Private keys are never public.
 */
export function publicMediaKey(decodedPath: string): string | undefined {
  const key = decodedPath.startsWith('/') ? decodedPath.slice(1) : decodedPath;
  const parts = key.split('/');
  const plain = parts.every((part) => part !== '' && part !== '.' && part !== '..');
  if (!plain || UNSAFE.test(key) || `${key}/`.startsWith(PRIVATE_PREFIX)) return undefined;
  return key;
}
