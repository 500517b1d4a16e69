import { Link2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { BrandIcon } from '../ui/brand-icons';
import { toast } from '../ui/toast';
import { SHARE_TARGETS, type Shared } from './share-links';

/** The least room kept between the menu and the screen's edges. */
const SCREEN_MARGIN = 8;

/**
 * Moves the menu sideways into the screen where hanging from its button's end would push it
 * out (a button at the reading start on a phone).
 */
function keepInScreen(menu: HTMLElement): void {
  const box = menu.getBoundingClientRect();
  const room = document.documentElement.clientWidth;
  const shift =
    box.left < SCREEN_MARGIN
      ? SCREEN_MARGIN - box.left
      : Math.min(0, room - SCREEN_MARGIN - box.right);
  menu.style.translate = `${String(shift)}px 0`;
}

const ITEM =
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-start text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100';

/**
 * Where a page is shared when the browser has no Web Share API: the chat apps and networks,
 * and its address copied (with a toast). It opens with focus on its first item; a choice closes
 * it (`onChosen`).
 */
export function ShareMenu({ shared, onChosen }: { shared: Shared; onChosen: () => void }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (menu.current) keepInScreen(menu.current);
  }, []);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  const copy = () => {
    onChosen();
    navigator.clipboard.writeText(shared.url).then(
      () => toast.success(t('share.copied')),
      () => toast.error(t('share.copyFailed')),
    );
  };

  return (
    <div
      ref={menu}
      role="group"
      aria-label={t('share.menu')}
      className="absolute end-0 top-full z-20 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      {SHARE_TARGETS.map((target) => (
        <a
          key={target.brand}
          href={target.href(shared)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onChosen}
          className={ITEM}
        >
          <BrandIcon brand={target.brand} className="size-5 shrink-0 text-slate-700" />
          {target.name}
        </a>
      ))}
      <button type="button" onClick={copy} className={ITEM}>
        <Link2 aria-hidden="true" className="size-5 shrink-0 text-slate-700" />
        {t('share.copyLink')}
      </button>
    </div>
  );
}
