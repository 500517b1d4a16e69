import { describe, expect, it } from 'vitest';
import { sanitizeOnServer } from '../../../server/sanitize-on-server';
import { SERVER_TAGS } from './preview-sanitizer';

describe("the safety pages' preview", () => {
  it("keeps the tags the server's sanitizer keeps, and no other", () => {
    const kept = (tag: string) => sanitizeOnServer(`<${tag}>x</${tag}>`).startsWith(`<${tag}`);
    for (const tag of SERVER_TAGS) expect(kept(tag), tag).toBe(true);
    for (const tag of ['script', 'style', 'iframe', 'form', 'input', 'object']) {
      expect(kept(tag), tag).toBe(false);
    }
  });
});
