import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { AdDescription } from './ad-description';

const hostile = [
  '<p>A <strong>solid</strong> road bike.</p>',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<script>window.__pwned = "script"</script>',
  '<a href="javascript:window.__pwned = \'link\'">details</a>',
  '<div onclick="window.__pwned = \'click\'">tap</div>',
  '<iframe src="https://evil.example"></iframe>',
].join('');

declare global {
  interface Window {
    __pwned?: string;
  }
}

afterEach(() => {
  delete window.__pwned;
});

describe('AdDescription', () => {
  it('keeps the formatting and makes scripts and handlers inert', async () => {
    const { container } = render(<AdDescription html={hostile} />);
    const body = await screen.findByText('road bike.', { exact: false });
    expect(body.tagName).toBe('P');
    expect(body.querySelector('strong')?.textContent).toBe('solid');

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('[onclick]')).toBeNull();
    const link = screen.getByText('details');
    expect(link.getAttribute('href')).toBeNull();

    // Whatever could still fire (the broken picture's error, a click) runs no script.
    img?.dispatchEvent(new Event('error'));
    screen.getByText('tap').click();
    link.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.__pwned).toBeUndefined();
  });

  it('shows the no-description message for an empty or script-only description', async () => {
    const { rerender } = render(<AdDescription html="" />);
    expect(screen.getByText(en.adDetail.noDescription)).toBeTruthy();
    rerender(<AdDescription html={'<script>window.__pwned = "x"</script>'} />);
    expect(await screen.findByText(en.adDetail.noDescription)).toBeTruthy();
    expect(window.__pwned).toBeUndefined();
  });
});
