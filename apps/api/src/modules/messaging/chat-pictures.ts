import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, type AdImage } from '@souq/contracts';
import { LARGEST_IMAGE_WIDTH, imageUrl } from '../../shared/media.ts';
import { PRIVATE_PREFIX, type MediaStorage } from '../../shared/storage/media-storage.ts';
import type { ProcessedPicture } from '../selling/ad-pictures.ts';

type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Where a chat picture's width is kept: out of `/media/`, by conversation. */
function storageKey(conversationId: number, name: string, width: ImageWidth): string {
  return imageUrl(`${PRIVATE_PREFIX}chat/${String(conversationId)}/${name}`, width);
}

/** Where the two people's browsers fetch it (`GET /conversations/{id}/pictures/{file}`). */
function address(conversationId: number, name: string, width: ImageWidth): string {
  return imageUrl(`/api/conversations/${String(conversationId)}/pictures/${name}`, width);
}

/**
 * Stores every width of a picture sent in a conversation under a new random name, which the
 * message keeps.
 */
export async function storeChatPicture(
  storage: MediaStorage,
  conversationId: number,
  picture: ProcessedPicture,
): Promise<string> {
  const name = randomBytes(12).toString('hex');
  await Promise.all(
    picture.files.map((file) =>
      storage.put(storageKey(conversationId, name, file.width), file.bytes, 'image/webp'),
    ),
  );
  return name;
}

/** Removes every width of a picture `storeChatPicture` stored. */
export async function removeChatPicture(
  storage: MediaStorage,
  conversationId: number,
  name: string,
): Promise<void> {
  await Promise.all(
    IMAGE_WIDTHS.map((width) => storage.remove(storageKey(conversationId, name, width))),
  );
}

/** A message's picture as the client shows it, in every width. */
export function toChatPicture(
  conversationId: number,
  name: string,
  width: number,
  height: number,
): AdImage {
  return {
    src: address(conversationId, name, LARGEST_IMAGE_WIDTH),
    srcset: IMAGE_WIDTHS.map((w) => `${address(conversationId, name, w)} ${String(w)}w`).join(', '),
    width,
    height,
  };
}

const FILE = /^([0-9a-f]{24})-(\d+)\.webp$/;

/** The storage key of `{name}-{width}.webp` in a conversation, or undefined if it names none. */
export function chatPictureKey(conversationId: number, file: string): string | undefined {
  const match = FILE.exec(file);
  const width = IMAGE_WIDTHS.find((w) => String(w) === match?.[2]);
  if (!match?.[1] || width === undefined) return undefined;
  return storageKey(conversationId, match[1], width);
}
