import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss, type Dismissal } from '../lib/use-dismiss';

export type MenuItem = { label: string; icon: LucideIcon; onSelect: () => void; danger?: boolean };

type OptionsMenuProps = { label: string; disabled?: boolean; items: MenuItem[] };

const ITEM =
  'flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/**
 * A "⋮" button and its menu. It opens with focus on its first item, the arrows move between
 * items, and an outside click, Escape or Tab closes it.
 */
export function OptionsMenu({ label, disabled = false, items }: OptionsMenuProps) {
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
    const found = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = found.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    found.at((current + step) % found.length)?.focus();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        disabled={disabled}
        aria-label={label}
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
          aria-label={label}
          onKeyDown={moveFocus}
          className="absolute end-0 top-full z-10 mt-1 w-56 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map(({ label: itemLabel, icon: Icon, onSelect, danger }) => (
            <button
              key={itemLabel}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                onSelect();
              }}
              className={danger ? `${ITEM} text-red-700` : ITEM}
            >
              <Icon aria-hidden="true" className="size-4" />
              {itemLabel}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
