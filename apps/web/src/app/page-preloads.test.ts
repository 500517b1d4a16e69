import { PRELOADED_EVENT } from '@souq/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { pagePreloadsAdded } from './page-preloads';

/** Whether the promise has settled after the microtasks queued so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

function startScript(preloaded: boolean): void {
  const tag = document.createElement('script');
  tag.dataset.entry = '/assets/index.js';
  if (preloaded) tag.dataset.preloaded = '';
  document.body.append(tag);
}

describe('pagePreloadsAdded', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('resolves at once on a page without the start script (rendered in the browser)', async () => {
    expect(await settled(pagePreloadsAdded(document))).toBe(true);
  });

  it('resolves at once when the start script has added them already', async () => {
    startScript(true);
    expect(await settled(pagePreloadsAdded(document))).toBe(true);
  });

  it('waits for the start script to add the last of them', async () => {
    startScript(false);
    const added = pagePreloadsAdded(document);
    expect(await settled(added)).toBe(false);
    document.dispatchEvent(new Event(PRELOADED_EVENT));
    expect(await settled(added)).toBe(true);
  });
});
