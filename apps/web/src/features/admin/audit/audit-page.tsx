import { auditQuery } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import type { SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { INPUT_CLASS } from '../../../shared/form/fields';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { auditQueryOptions } from '../api/audit';
import { SECONDARY_BUTTON } from '../components/buttons';
import { ConsolePage } from '../components/console-page';
import { FilterField, FilterSelect } from '../components/filter-select';
import { PagedList } from '../components/loaded';
import { AuditEntryItem } from './audit-entry-item';
import { readAuditFilters } from './audit-filters';

const AUDIT_TARGETS = auditQuery.shape.target.unwrap().options;
const FILTERS = ['actor_id', 'target', 'target_id', 'from', 'to'] as const;

/**
 * `/{lang}/admin/audit`: every staff action and automatic decision, newest first, searched by
 * who (their account number), what target and dates; paged by the address.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const filters = readAuditFilters(search);
  const log = useQuery(auditQueryOptions(lang, filters));

  const apply = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = form.get(name);
      if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    }
    setSearch(next);
  };

  return (
    <ConsolePage title={t('admin.audit.title')}>
      <form
        key={search.toString()}
        onSubmit={apply}
        aria-label={t('admin.audit.filters')}
        className="mb-5 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-3 xl:grid-cols-6 xl:items-end"
      >
        <Field label={t('admin.audit.actorId')} name="actor_id" value={filters.actor_id} number />
        <FilterSelect
          id="audit-target"
          label={t('admin.audit.target')}
          name="target"
          defaultValue={filters.target ?? ''}
          all={t('admin.audit.anyTarget')}
          options={AUDIT_TARGETS.map((target) => ({
            value: target,
            label: t(`admin.audit.targets.${target}`),
          }))}
        />
        <Field
          label={t('admin.audit.targetId')}
          name="target_id"
          value={filters.target_id}
          number
        />
        <Field label={t('admin.audit.from')} name="from" value={filters.from} date />
        <Field label={t('admin.audit.to')} name="to" value={filters.to} date />
        <div className="col-span-2 flex gap-2 md:col-span-1">
          <button
            type="submit"
            className="min-h-10 flex-1 rounded-lg bg-teal-700 px-3 text-sm font-semibold text-white hover:bg-teal-800"
          >
            {t('admin.audit.apply')}
          </button>
          <button
            type="button"
            onClick={() => {
              setSearch(new URLSearchParams());
            }}
            className={SECONDARY_BUTTON}
          >
            {t('admin.audit.clear')}
          </button>
        </div>
      </form>
      <PagedList
        query={log}
        label={t('admin.audit.title')}
        empty={t('admin.audit.empty')}
        onPage={(page) => {
          const next = new URLSearchParams(search);
          next.set('page', String(page));
          setSearch(next);
        }}
      >
        {(entry) => <AuditEntryItem key={entry.id} entry={entry} />}
      </PagedList>
    </ConsolePage>
  );
}

function Field({
  label,
  name,
  value,
  number = false,
  date = false,
}: {
  label: string;
  name: string;
  value: string | undefined;
  number?: boolean;
  date?: boolean;
}) {
  const id = `audit-${name}`;
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        name={name}
        defaultValue={value ?? ''}
        type={date ? 'date' : number ? 'number' : 'text'}
        min={number ? 1 : undefined}
        inputMode={number ? 'numeric' : undefined}
        className={`${INPUT_CLASS} py-2`}
      />
    </FilterField>
  );
}
