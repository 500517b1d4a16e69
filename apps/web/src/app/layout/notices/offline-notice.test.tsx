import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

const BANNER = 'You are offline: this is a copy saved on your device.';

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('OfflineNotice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says that the page is a saved copy while the browser is offline', () => {
    setOnline(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe(BANNER);
  });

  it('comes and goes with the connection, in a live region that stays', () => {
    setOnline(true);
    render(<OfflineNotice />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    setOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toBe(BANNER);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('');
  });
});
