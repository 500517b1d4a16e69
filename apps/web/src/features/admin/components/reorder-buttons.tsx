import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ICON_BUTTON } from './buttons';

/**
 * `ids` with the one at `index` swapped with its neighbour (`step` −1 up, +1 down): the whole
 * order a list's reorder route takes after one move. A copy as it was when there is no neighbour.
 */
export function swapNeighbours(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const self = next[index];
  const other = next[index + step];
  if (self === undefined || other === undefined) return next;
  next[index] = other;
  next[index + step] = self;
  return next;
}

/**
 * The buttons' accessible names: the item's `name` in the console's shared wording ("Move
 * Damascus up"), or a screen's own wording of both (`labels`).
 */
export type ReorderNames =
  { name: string; labels?: never } | { name?: never; labels: { up: string; down: string } };

/**
 * "Move up" and "move down" for the item at `index` of an ordered list of `count`: icons only,
 * named after the item (the only way to tell one row's buttons from another's), the first one's
 * "up" and the last one's "down" disabled, both while a reorder is being saved (`busy`). Two
 * buttons without a wrapper, so they sit in the row's own group of actions.
 */
export function ReorderButtons({
  index,
  count,
  busy,
  onMove,
  className = ICON_BUTTON,
  ...names
}: ReorderNames & {
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  /** The buttons' look: the square icon button, or the screen's own (its other buttons'). */
  className?: string;
}) {
  const { t } = useTranslation();
  const { up, down } = names.labels ?? {
    up: t('admin.moveUp', { name: names.name }),
    down: t('admin.moveDown', { name: names.name }),
  };
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy || index === 0}
        aria-label={up}
        onClick={() => {
          onMove(-1);
        }}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={className}
        disabled={busy || index === count - 1}
        aria-label={down}
        onClick={() => {
          onMove(1);
        }}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
