import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss, type Dismissal } from '../../../shared/lib/use-dismiss';

type ReviewOptionsMenuProps = { disabled: boolean; onEdit: () => void; onDelete: () => void };

const ITEM =
  'flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/**
 * The author's edit and delete menu (spec 4). It opens with focus on its first item, the arrows
 * move between items, and an outside click, Escape or Tab closes it.
 */
export function ReviewOptionsMenu({ disabled, onEdit, onDelete }: ReviewOptionsMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  const dismiss = useCallback((how: Dismissal) => {
    setOpen(false);
    if (how === 'escape') trigger.current?.focus();
  }, []);
  useDismiss(open, root, dismiss);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items.at((current + step) % items.length)?.focus();
  };

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        disabled={disabled}
        aria-label={t('reviews.options')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((v) => !v);
        }}
        className="flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('reviews.options')}
          onKeyDown={moveFocus}
          className="absolute end-0 top-full z-10 mt-1 w-40 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          <button type="button" role="menuitem" onClick={choose(onEdit)} className={ITEM}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('reviews.edit')}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={choose(onDelete)}
            className={`${ITEM} text-red-700`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('reviews.delete')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
