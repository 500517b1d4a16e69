import type { ConsoleInterest, Lang } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/http/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { ConsolePage, Panel } from '../components/console-page';
import { Empty, Loaded } from '../components/loaded';
import { swapNeighbours } from '../components/reorder-buttons';
import { RowActions } from '../components/row-actions';
import { InterestForm } from './interest-form';
import {
  interestsQueryOptions,
  refreshInterests,
  removeInterest,
  reorderInterests,
} from './interests-api';

const nameIn = (lang: Lang, interest: ConsoleInterest) =>
  lang === 'ar' ? interest.name_ar : interest.name_en;

/**
 * `/{lang}/admin/interests` (admin only): the interests a new user picks at registration (step
 * 2) and in their settings, named in both languages, in their order; added, renamed, ordered and
 * deleted here, each change in the audit log and on the registration screen at once.
 */
export function InterestsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const interests = useQuery(interestsQueryOptions(lang));
  return (
    <ConsolePage title={t('admin.interests.title')}>
      <p className="mb-4 text-slate-700">{t('admin.interests.hint')}</p>
      <Loaded query={interests}>{(list) => <InterestsEditor interests={list} />}</Loaded>
    </ConsolePage>
  );
}

function InterestsEditor({ interests }: { interests: ConsoleInterest[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState<ConsoleInterest | null>(null);
  const ids = interests.map((interest) => interest.id);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Panel title={t('admin.interests.list')}>
        {interests.length === 0 ? (
          <Empty text={t('admin.interests.empty')} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {interests.map((interest, index) => (
              <li key={interest.id} className="flex flex-wrap items-center gap-2 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    <span lang="en" dir="ltr">
                      {interest.name_en}
                    </span>
                    {' · '}
                    <span lang="ar" dir="rtl">
                      {interest.name_ar}
                    </span>
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('admin.interests.chosenBy', { count: interest.users })}
                  </p>
                </div>
                <InterestActions
                  interest={interest}
                  ids={ids}
                  index={index}
                  onEdit={() => {
                    setEditing(interest);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel
        title={
          editing
            ? t('admin.interests.editTitle', { name: nameIn(lang, editing) })
            : t('admin.interests.addTitle')
        }
      >
        <InterestForm
          key={editing ? `interest-${String(editing.id)}` : 'interest-new'}
          interest={editing ?? undefined}
          onDone={() => {
            setEditing(null);
          }}
        />
      </Panel>
    </div>
  );
}

/**
 * Up, down, rename and delete for one interest. Deleting asks first; one that people chose asks
 * how many ("N people chose it; delete anyway?") and is deleted only so confirmed.
 */
function InterestActions({
  interest,
  ids,
  index,
  onEdit,
}: {
  interest: ConsoleInterest;
  ids: number[];
  index: number;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const name = nameIn(lang, interest);
  const chosen = interest.users > 0;
  return (
    <RowActions
      names={{ name }}
      index={index}
      count={ids.length}
      move={(step) => reorderInterests(swapNeighbours(ids, index, step))}
      // The count shown is the one confirmed: a deletion of an interest nobody chose asks none.
      remove={() => removeInterest(interest.id, chosen)}
      refresh={() => refreshInterests(queryClient)}
      // Chosen meanwhile (409): the list's count, and so the question, are brought up to date.
      onRemoveRefused={async (error) => {
        if (error instanceof ApiError && error.status === 409) await refreshInterests(queryClient);
      }}
      onEdit={onEdit}
      editLabel={t('admin.interests.edit', { name })}
      deleteLabel={t('admin.interests.delete', { name })}
      confirm={{
        title: t('admin.interests.confirmTitle', { name }),
        button: chosen ? t('admin.interests.confirmAnyway') : t('admin.interests.confirm'),
        body: (
          <p>
            {chosen
              ? t('admin.interests.confirmChosen', { count: interest.users })
              : t('admin.interests.confirmBody')}
          </p>
        ),
        moved: t('admin.interests.reordered'),
        removed: t('admin.interests.removed'),
      }}
    />
  );
}
