import type { ConsoleProvider, ProviderState } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast';
import { SECONDARY_BUTTON } from '../components/buttons';
import { ConsolePage, Panel } from '../components/console-page';
import { Empty, Loaded } from '../components/loaded';
import { providersQueryOptions, refreshProviders, setProviderState } from './providers-api';

/**
 * `/{lang}/admin/service-providers` (admin only): the list `/service-providers` computes from the
 * stores and people of the service category, ranked by their ratings, curated here: a provider
 * pinned to the top, or taken off the list (spam, a closed business) and put back. Each choice
 * is in the audit log and on the public page at once.
 */
export function ProvidersPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const providers = useQuery(providersQueryOptions(lang));
  return (
    <ConsolePage title={t('admin.providers.title')}>
      <p className="mb-4 text-slate-700">{t('admin.providers.hint')}</p>
      <Loaded query={providers}>
        {(list) => {
          const shown = list.filter((provider) => provider.state !== 'hidden');
          const hidden = list.filter((provider) => provider.state === 'hidden');
          return (
            <div className="space-y-4">
              <Panel title={t('admin.providers.listed')}>
                {shown.length === 0 ? (
                  <Empty text={t('admin.providers.emptyListed')} />
                ) : (
                  <ProviderList providers={shown} />
                )}
              </Panel>
              <Panel title={t('admin.providers.hidden')}>
                {hidden.length === 0 ? (
                  <p className="text-slate-700">{t('admin.providers.emptyHidden')}</p>
                ) : (
                  <ProviderList providers={hidden} />
                )}
              </Panel>
            </div>
          );
        }}
      </Loaded>
    </ConsolePage>
  );
}

function ProviderList({ providers }: { providers: ConsoleProvider[] }) {
  return (
    <ol className="divide-y divide-slate-200">
      {providers.map((provider) => (
        <ProviderItem key={`${provider.type}-${String(provider.id)}`} provider={provider} />
      ))}
    </ol>
  );
}

/** The steps a provider's state offers: what it becomes, and the button's icon. */
const STEPS: Record<ProviderState, { to: ProviderState; icon: typeof Pin }[]> = {
  listed: [
    { to: 'pinned', icon: Pin },
    { to: 'hidden', icon: EyeOff },
  ],
  pinned: [
    { to: 'listed', icon: PinOff },
    { to: 'hidden', icon: EyeOff },
  ],
  hidden: [{ to: 'listed', icon: Eye }],
};

/** The step's label, by the state it leaves and the one it gives. */
function stepLabel(from: ProviderState, to: ProviderState) {
  if (to === 'pinned') return 'admin.providers.pin' as const;
  if (to === 'hidden') return 'admin.providers.hide' as const;
  return from === 'pinned' ? ('admin.providers.unpin' as const) : ('admin.providers.show' as const);
}

function ProviderItem({ provider }: { provider: ConsoleProvider }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const isStore = provider.type === 'store';
  const page = isStore ? paths.store(lang, provider.id) : paths.userProfile(lang, provider.id);
  const choose = async (state: ProviderState) => {
    setBusy(true);
    try {
      const answer = await setProviderState(provider.type, provider.id, state);
      toast.success(answer.message ?? t('admin.done'));
      await refreshProviders(queryClient);
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-60">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <Link to={page} className="underline-offset-2 hover:underline">
            <bdi>{provider.name}</bdi>
          </Link>
          {provider.state === 'pinned' ? (
            <span className="inline-flex items-center rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800">
              {t('admin.providers.pinnedBadge')}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-slate-600">
          {isStore ? t('admin.providers.store') : t('admin.providers.person')}
          {provider.city ? ` · ${provider.city}` : ''}
          {' · '}
          {t('admin.providers.rating', {
            average: provider.average_rating,
            count: provider.ratings_count,
          })}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {STEPS[provider.state].map(({ to, icon: Icon }) => (
          <button
            key={to}
            type="button"
            className={SECONDARY_BUTTON}
            disabled={busy}
            aria-label={t(`${stepLabel(provider.state, to)}Of`, { name: provider.name })}
            onClick={() => void choose(to)}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(stepLabel(provider.state, to))}
          </button>
        ))}
      </div>
    </li>
  );
}
