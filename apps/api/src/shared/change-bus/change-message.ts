import * as z from 'zod';
import { topicOf, type ContentTag } from '../content-changes.ts';

const message = z.object({ from: z.string(), tags: z.array(z.string()) });

/**
 * What goes on the bus: the tags of a change, and the process that made it (which dropped its
 * own copies already, and skips it). Longer than `maxLength` characters (PostgreSQL's `NOTIFY`
 * takes less than 8,000 bytes), it carries their topics instead: more is dropped, nothing kept.
 */
export function changeMessage(
  from: string,
  tags: readonly ContentTag[],
  maxLength: number,
): string {
  const whole = JSON.stringify({ from, tags });
  if (Buffer.byteLength(whole) <= maxLength) return whole;
  return JSON.stringify({ from, tags: [...new Set(tags.map(topicOf))] });
}

/** The tags of a message another process sent; undefined for this process's own or a stray one. */
export function heardTags(payload: string, self: string): ContentTag[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const read = message.safeParse(parsed);
  if (!read.success || read.data.from === self) return undefined;
  // Sent by this app's processes; a tag this one does not know drops nothing.
  return read.data.tags as ContentTag[];
}
