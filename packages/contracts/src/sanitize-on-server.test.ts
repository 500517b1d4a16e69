import { describe, expect, it } from 'vitest';
import { sanitizeOnServer } from './sanitize-on-server.ts';

describe('sanitizeOnServer', () => {
  it('keeps the formatting and removes scripts, handlers, frames and script links', () => {
    const clean = sanitizeOnServer(
      [
        '<p>A <strong>solid</strong> road bike.</p><ul><li>new</li></ul>',
        '<img src="x" onerror="window.__pwned = 1">',
        '<script>window.__pwned = 2</script>',
        '<a href="javascript:window.__pwned = 3">details</a>',
        '<div onclick="window.__pwned = 4">tap</div>',
        '<iframe src="https://evil.example"></iframe>',
      ].join(''),
    );
    expect(clean).toContain('<p>A <strong>solid</strong> road bike.</p><ul><li>new</li></ul>');
    expect(clean).toContain('<img src="x" />');
    expect(clean).toContain('<a>details</a>');
    expect(clean).toContain('<div>tap</div>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|__pwned/);
  });
});
