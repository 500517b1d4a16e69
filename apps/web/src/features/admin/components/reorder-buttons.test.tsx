import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAdminTexts } from '../../../shared/i18n/i18n';
import { ReorderButtons, swapNeighbours } from './reorder-buttons';

beforeAll(async () => {
  await loadAdminTexts('en');
});

describe('swapNeighbours', () => {
  it('swaps the id at the index with the one above or below it, in a new list', () => {
    const ids = [4, 7, 9];
    expect(swapNeighbours(ids, 1, -1)).toEqual([7, 4, 9]);
    expect(swapNeighbours(ids, 1, 1)).toEqual([4, 9, 7]);
    expect(ids).toEqual([4, 7, 9]);
  });

  it('keeps the order where there is no neighbour to swap with', () => {
    expect(swapNeighbours([4, 7], 0, -1)).toEqual([4, 7]);
    expect(swapNeighbours([4, 7], 1, 1)).toEqual([4, 7]);
  });
});

describe('ReorderButtons', () => {
  const up = (name: string) =>
    screen.getByRole<HTMLButtonElement>('button', { name: `Move ${name} up` });
  const down = (name: string) =>
    screen.getByRole<HTMLButtonElement>('button', { name: `Move ${name} down` });

  it('names both buttons after the item and says which way each moves it', async () => {
    const onMove = vi.fn<(step: -1 | 1) => void>();
    render(<ReorderButtons name="Homs" index={1} count={3} busy={false} onMove={onMove} />);
    await userEvent.setup().click(up('Homs'));
    await userEvent.setup().click(down('Homs'));
    expect(onMove.mock.calls).toEqual([[-1], [1]]);
  });

  it('cannot move the first item up nor the last one down', () => {
    render(
      <>
        <ReorderButtons name="Damascus" index={0} count={2} busy={false} onMove={vi.fn()} />
        <ReorderButtons name="Aleppo" index={1} count={2} busy={false} onMove={vi.fn()} />
      </>,
    );
    expect([up('Damascus').disabled, down('Damascus').disabled]).toEqual([true, false]);
    expect([up('Aleppo').disabled, down('Aleppo').disabled]).toEqual([false, true]);
  });

  it('is disabled while a reorder is being saved', () => {
    render(<ReorderButtons name="Homs" index={1} count={3} busy onMove={vi.fn()} />);
    expect([up('Homs').disabled, down('Homs').disabled]).toEqual([true, true]);
  });

  it("takes a screen's own wording of the names", () => {
    render(
      <ReorderButtons
        labels={{ up: 'Raise “Size”', down: 'Lower “Size”' }}
        index={0}
        count={2}
        busy={false}
        onMove={vi.fn()}
      />,
    );
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Raise “Size”', 'Lower “Size”']);
  });
});
