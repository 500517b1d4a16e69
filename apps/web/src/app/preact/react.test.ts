import { startTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';

describe("startTransition (app/preact/react.js, what 'react' is in the app)", () => {
  it('runs the update after the next frame, not in the task that asked for it', async () => {
    const order: string[] = [];
    startTransition(() => {
      order.push('transition');
    });
    order.push('rest of the task');
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        resolve();
      }),
    );
    order.push('frame');
    await vi.waitFor(() => {
      expect(order).toEqual(['rest of the task', 'frame', 'transition']);
    });
  });

  it('runs it all the same, once, when no frame comes', () => {
    // A hidden page: no frame.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const scope = vi.fn();
      startTransition(scope);
      vi.advanceTimersByTime(249);
      expect(scope).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      vi.advanceTimersByTime(1000);
      expect(scope).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
