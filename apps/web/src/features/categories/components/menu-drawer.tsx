import { CircleUserRound, Menu, ShieldCheck } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-store';
import { useStaffRole } from '../../../shared/auth/staff-role';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { categoryLink, paths } from '../../../shared/lib/paths';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { useCategories } from '../../../shared/categories/get-categories';

const DRAWER_LINK =
  'flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100';

/**
 * Where the category bar is hidden (below `lg`): a button that opens the bar's entries, the
 * categories then about and contact, in a drawer against the reading start side. A signed-in
 * user's name leads it, in full: the phone header has room for the account icon alone; staff
 * find the moderation console under it.
 */
export function MenuDrawer({ className }: { className: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
        }}
        className={`${className} lg:hidden`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {open ? (
        <DrawerPanel
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function DrawerPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  // Staff reach the console from here too (the header's way to it, as `ConsoleLink` asks).
  const role = useStaffRole();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { data, isPending, isError } = useCategories();
  // A chosen page closes the drawer; the link still navigates.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) dialogRef.current?.close();
  };

  return (
    <ModalDialog
      title={t('menu.title')}
      onClose={onClose}
      dialogRef={dialogRef}
      className="my-0 ms-0 h-dvh max-h-none w-[min(20rem,calc(100%-3rem))] max-w-none rounded-s-none"
    >
      {user ? (
        <Link
          to={paths.profile(lang)}
          onClick={() => dialogRef.current?.close()}
          className={`${DRAWER_LINK} mt-4 gap-2 bg-slate-50`}
        >
          <CircleUserRound aria-hidden="true" className="size-5 shrink-0" />
          <span dir="auto" className="min-w-0 truncate">
            {user.name}
          </span>
        </Link>
      ) : null}
      {role === null ? null : (
        <Link
          to={paths.admin.dashboard(lang)}
          onClick={() => dialogRef.current?.close()}
          className={`${DRAWER_LINK} mt-1 gap-2`}
        >
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
          {t('header.console')}
        </Link>
      )}
      <nav aria-label={t('menu.drawer')} onClick={closeOnLink} className="mt-4">
        {isPending ? <p className="px-3 py-2 text-slate-600">{t('loading')}</p> : null}
        {isError ? <p className="px-3 py-2 text-red-700">{t('oopsError')}</p> : null}
        <ul>
          {data?.map((category) => (
            <li key={category.id}>
              <Link to={categoryLink(lang, category.id)} className={DRAWER_LINK}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-3 border-t border-slate-200 pt-3">
          <li>
            <Link to={paths.aboutUs(lang)} className={DRAWER_LINK}>
              {t('about_us')}
            </Link>
          </li>
          <li>
            <Link to={paths.contactUs(lang)} className={DRAWER_LINK}>
              {t('contact_us')}
            </Link>
          </li>
        </ul>
      </nav>
    </ModalDialog>
  );
}
