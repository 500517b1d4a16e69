import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendViewBeacon, useViewBeacon } from './use-view-beacon';

const sendBeacon = vi.fn<(url: string) => boolean>();
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  sendBeacon.mockReturnValue(true);
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sendBeacon.mockReset();
  fetchMock.mockReset();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

function AdPage({ adId }: { adId: number }) {
  useViewBeacon(adId);
  return <p>ad {adId}</p>;
}

describe("the ad page's view beacon", () => {
  it('is sent once per ad while the app runs', () => {
    sendViewBeacon(101);
    sendViewBeacon(101);
    sendViewBeacon(102);
    expect(sendBeacon.mock.calls).toEqual([['/api/ads/101/views'], ['/api/ads/102/views']]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes by a keepalive request where the browser has no beacon or refuses it', () => {
    sendBeacon.mockReturnValue(false);
    sendViewBeacon(103);
    Reflect.deleteProperty(navigator, 'sendBeacon');
    sendViewBeacon(104);
    expect(fetchMock.mock.calls).toEqual([
      ['/api/ads/103/views', { method: 'POST', keepalive: true, credentials: 'include' }],
      ['/api/ads/104/views', { method: 'POST', keepalive: true, credentials: 'include' }],
    ]);
  });

  it('leaves when the page is shown, once the browser is idle, and not for a page left before', () => {
    // jsdom has no requestIdleCallback: the idle work is a timer.
    vi.useFakeTimers();
    try {
      const { rerender, unmount } = render(<AdPage adId={105} />);
      expect(sendBeacon).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(sendBeacon.mock.calls).toEqual([['/api/ads/105/views']]);
      rerender(<AdPage adId={106} />);
      unmount();
      vi.runAllTimers();
      expect(sendBeacon.mock.calls).toEqual([['/api/ads/105/views']]);
    } finally {
      vi.useRealTimers();
    }
  });
});
