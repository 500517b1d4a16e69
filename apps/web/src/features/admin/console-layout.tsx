import type { Lang, StaffRole } from '@souq/contracts';
import {
  ClipboardList,
  FileText,
  Gauge,
  History,
  Images,
  LayoutGrid,
  ListX,
  MapPin,
  Scale,
  Phone,
  Settings,
  Tags,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, Outlet, useLoaderData } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLang } from '../../shared/i18n/use-lang';
import { paths } from '../../shared/lib/paths';

type Section = {
  to: (lang: Lang) => string;
  label:
    | 'admin.nav.dashboard'
    | 'admin.nav.queue'
    | 'admin.nav.audit'
    | 'admin.nav.words'
    | 'admin.nav.settings'
    | 'admin.nav.content'
    | 'admin.nav.banners'
    | 'admin.nav.places'
    | 'admin.nav.interests'
    | 'admin.nav.legals'
    | 'admin.nav.providers'
    | 'admin.nav.contact'
    | 'admin.nav.categories';
  icon: LucideIcon;
  /** The dashboard's link is current on its own address only. */
  end?: boolean;
  adminOnly?: boolean;
};

const SECTIONS: Section[] = [
  { to: paths.admin.dashboard, label: 'admin.nav.dashboard', icon: Gauge, end: true },
  { to: (lang) => paths.admin.queue(lang), label: 'admin.nav.queue', icon: ClipboardList },
  { to: paths.admin.audit, label: 'admin.nav.audit', icon: History },
  { to: paths.admin.words, label: 'admin.nav.words', icon: ListX },
  { to: paths.admin.settings, label: 'admin.nav.settings', icon: Settings, adminOnly: true },
  { to: paths.admin.content, label: 'admin.nav.content', icon: FileText, adminOnly: true },
  { to: paths.admin.banners, label: 'admin.nav.banners', icon: Images, adminOnly: true },
  { to: paths.admin.places, label: 'admin.nav.places', icon: MapPin, adminOnly: true },
  { to: paths.admin.interests, label: 'admin.nav.interests', icon: Tags, adminOnly: true },
  { to: paths.admin.legals, label: 'admin.nav.legals', icon: Scale, adminOnly: true },
  {
    to: paths.admin.serviceProviders,
    label: 'admin.nav.providers',
    icon: Wrench,
    adminOnly: true,
  },
  { to: paths.admin.contact, label: 'admin.nav.contact', icon: Phone, adminOnly: true },
  {
    to: paths.admin.categories,
    label: 'admin.nav.categories',
    icon: LayoutGrid,
    adminOnly: true,
  },
];

/**
 * `/{lang}/admin/*`: the console's sections (the admin's own only for an admin) beside its
 * screens; on a phone the sections scroll sideways above them. The server marks its pages
 * `noindex` and never caches them (its page.ts).
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  const { role } = useLoaderData<{ role: StaffRole }>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
      <nav aria-label={t('admin.nav.label')} className="mb-6 lg:mb-0">
        <p className="mb-2 hidden text-sm font-semibold text-slate-500 lg:block">
          {t('admin.console')}
        </p>
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:px-0">
          {SECTIONS.filter((section) => role === 'admin' || !section.adminOnly).map(
            ({ to, label, icon: Icon, end }) => (
              <li key={label} className="shrink-0">
                <NavLink
                  to={to(lang)}
                  end={end}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-900"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(label)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
