import { act, render, screen } from '@testing-library/react';
import { toast, useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastLimit } from './use-toast-limit';

function Probe({ limit }: { limit: number }) {
  useToastLimit(limit);
  const visible = useToasterStore().toasts.filter((t) => t.visible);
  return <output>{visible.map((t) => t.id).join(',')}</output>;
}

afterEach(() => {
  act(() => {
    toast.remove();
  });
});

describe('useToastLimit', () => {
  it('dismisses the oldest toasts beyond the limit', () => {
    render(<Probe limit={3} />);
    act(() => {
      for (const id of ['t1', 't2', 't3', 't4', 't5']) toast(id, { id });
    });
    expect(screen.getByRole('status').textContent).toBe('t5,t4,t3');
  });

  it('keeps every toast under the limit', () => {
    render(<Probe limit={20} />);
    act(() => {
      toast.success('saved', { id: 'a' });
      toast.error('failed', { id: 'b' });
    });
    expect(screen.getByRole('status').textContent).toBe('b,a');
  });
});
