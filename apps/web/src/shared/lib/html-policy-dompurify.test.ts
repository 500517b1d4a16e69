import { HTML_POLICY } from '@souq/contracts';
import { sanitizeOnServer } from '@souq/contracts/sanitize-on-server';
import { describe, expect, it } from 'vitest';
import { loadPolicySanitizer } from './html-policy-dompurify';

/** HTML as the browser reads it: the two libraries write the same tree in different spellings. */
function asParsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** A table's parts stand only inside a table: the browser's parser drops them elsewhere. */
const TABLE_PARTS = ['caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr'];
const FREE_TAGS = HTML_POLICY.tags.filter((tag) => !TABLE_PARTS.includes(tag));

const SAMPLES = [
  ...FREE_TAGS.map(
    (tag) => `<${tag} title="t" class="c" style="color:red" name="n" href="/x">x</${tag}>`,
  ),
  '<p>A <strong>solid</strong> road bike &amp; a <em>helmet</em>.</p><ul><li>new</li></ul>',
  '<a href="https://example.com/a?b=1&c=2" target="_blank" name="n" rel="x">link</a>',
  '<a href="/ar/ad/9">relative</a><a href="mailto:a@b.c">mail</a><a href="tel:+962">call</a>',
  '<a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a>',
  '<img src="https://example.com/p.webp" alt="a bike" width="10" height="5" srcset="x 2x" loading="lazy" onerror="x()">',
  '<img src="javascript:alert(1)">',
  '<script>window.__pwned = 2</script><style>p{}</style><iframe src="https://evil.example"></iframe>',
  '<form action="/x"><input name="a"><button>go</button></form><object data="x"></object>',
  '<div onclick="x()">tap</div><svg><circle r="1"></circle></svg>',
  '<table title="t"><caption>c</caption><colgroup><col width="2"></colgroup><thead><tr><th>h</th></tr></thead><tbody><tr><td style="x">d</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
];

describe('the browser sanitizer and the server sanitizer', () => {
  it('keep the same HTML of every sample: the same tags, attributes and link schemes', async () => {
    const inBrowser = await loadPolicySanitizer();
    for (const html of SAMPLES) {
      expect(asParsed(inBrowser(html)), html).toBe(asParsed(sanitizeOnServer(html)));
    }
  });

  it('keep each allowed tag and drop scripts, styles, frames, forms and handlers', async () => {
    const inBrowser = await loadPolicySanitizer();
    const empty = ['img', 'br', 'hr', 'wbr'];
    for (const tag of FREE_TAGS.filter((name) => !empty.includes(name))) {
      expect(inBrowser(`<${tag}>x</${tag}>`), tag).toMatch(new RegExp(`^<${tag}>`));
    }
    const dirty = SAMPLES.join('');
    expect(inBrowser(dirty)).not.toMatch(
      /<script|<style|<iframe|<form|<input|onerror|onclick|javascript:|__pwned/,
    );
  });
});
