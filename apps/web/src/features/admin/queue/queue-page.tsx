import { QUEUE_KINDS, REPORT_REASONS, REPORT_STATES, REPORT_TARGETS } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { heldQueueQueryOptions, reportsQueueQueryOptions, type QueueFilters } from '../api/queue';
import { ConsolePage } from '../components/console-page';
import { FilterSelect } from '../components/filter-select';
import { PagedList } from '../components/loaded';
import { HeldItem } from './held-item';
import { AGES, readQueueFilters } from './queue-filters';
import { ReportedItem } from './reported-item';

/**
 * `/{lang}/admin/queue`: what waits for a decision, oldest first, in two tabs (reports grouped by
 * what they target; held ads), filtered and paged by the address.
 */
export function QueuePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const filters = readQueueFilters(search);

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value === '') next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setSearch(next, { replace: name !== 'page' });
  };

  return (
    <ConsolePage title={t('admin.queue.title')}>
      <nav aria-label={t('admin.queue.tabs')} className="mb-4 flex gap-2 border-b border-slate-200">
        {QUEUE_KINDS.map((kind) => (
          <Link
            key={kind}
            to={paths.admin.queue(lang, kind)}
            aria-current={filters.kind === kind ? 'page' : undefined}
            className="-mb-px border-b-2 border-transparent px-3 py-2 font-medium text-slate-700 hover:text-slate-900 aria-[current=page]:border-teal-700 aria-[current=page]:text-teal-900"
          >
            {t(`admin.queue.kinds.${kind}`)}
          </Link>
        ))}
      </nav>
      <div className="mb-5 grid grid-cols-2 gap-3 md:grid-cols-4">
        {filters.kind === 'reports' ? (
          <>
            <FilterSelect
              label={t('admin.queue.reason')}
              value={filters.reason ?? ''}
              all={t('admin.queue.allReasons')}
              options={REPORT_REASONS.map((reason) => ({
                value: reason,
                label: t(`admin.reasons.${reason}`),
              }))}
              onChange={(value) => {
                setFilter('reason', value);
              }}
            />
            <FilterSelect
              label={t('admin.queue.target')}
              value={filters.target ?? ''}
              all={t('admin.queue.allTargets')}
              options={REPORT_TARGETS.map((target) => ({
                value: target,
                label: t(`admin.target.${target}`),
              }))}
              onChange={(value) => {
                setFilter('target', value);
              }}
            />
            <FilterSelect
              label={t('admin.queue.state')}
              value={filters.state}
              options={REPORT_STATES.map((state) => ({
                value: state,
                label: t(`admin.reportStates.${state}`),
              }))}
              onChange={(value) => {
                setFilter('state', value);
              }}
            />
          </>
        ) : null}
        <FilterSelect
          label={t('admin.queue.age')}
          value={filters.minAgeDays === undefined ? '' : String(filters.minAgeDays)}
          all={t('admin.queue.anyAge')}
          options={AGES.map((days) => ({
            value: String(days),
            label: t('admin.queue.olderThan', { count: days }),
          }))}
          onChange={(value) => {
            setFilter('age', value);
          }}
        />
      </div>
      {filters.kind === 'reports' ? (
        <ReportsList
          filters={filters}
          onPage={(page) => {
            setFilter('page', String(page));
          }}
        />
      ) : (
        <HeldList
          filters={filters}
          onPage={(page) => {
            setFilter('page', String(page));
          }}
        />
      )}
    </ConsolePage>
  );
}

type ListProps = { filters: QueueFilters; onPage: (page: number) => void };

function ReportsList({ filters, onPage }: ListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queue = useQuery(reportsQueueQueryOptions(lang, filters));
  return (
    <PagedList
      query={queue}
      label={t('admin.queue.kinds.reports')}
      empty={t('admin.queue.noReports')}
      onPage={onPage}
    >
      {(entry) => <ReportedItem key={`${entry.target}-${String(entry.target_id)}`} entry={entry} />}
    </PagedList>
  );
}

function HeldList({ filters, onPage }: ListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queue = useQuery(heldQueueQueryOptions(lang, filters));
  return (
    <PagedList
      query={queue}
      label={t('admin.queue.kinds.held')}
      empty={t('admin.queue.noHeld')}
      spacing="space-y-4"
      onPage={onPage}
    >
      {(held) => <HeldItem key={held.ad_id} held={held} />}
    </PagedList>
  );
}
