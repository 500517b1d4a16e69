import type { ConsoleInterest, Lang } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/http/api-error';
import { errorMessageText, errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { ICON_BUTTON } from '../components/buttons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ConsolePage, Panel } from '../components/console-page';
import { Empty, Loaded } from '../components/loaded';
import { ReorderButtons, swapNeighbours } from '../components/reorder-buttons';
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
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = nameIn(lang, interest);
  const move = async (step: -1 | 1) => {
    setBusy(true);
    try {
      const answer = await reorderInterests(swapNeighbours(ids, index, step));
      toast.success(answer.message ?? t('admin.interests.reordered'));
      await refreshInterests(queryClient);
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      // The count shown is the one confirmed: a deletion of an interest nobody chose asks none.
      const answer = await removeInterest(interest.id, interest.users > 0);
      setConfirming(false);
      toast.success(answer.message ?? t('admin.interests.removed'));
      await refreshInterests(queryClient);
    } catch (error) {
      setRefusal(errorMessageText(t, error));
      // Chosen meanwhile (409): the list's count, and so the question, are brought up to date.
      if (error instanceof ApiError && error.status === 409) await refreshInterests(queryClient);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex shrink-0 gap-1">
      <ReorderButtons
        name={name}
        index={index}
        count={ids.length}
        busy={busy}
        onMove={(step) => void move(step)}
      />
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={t('admin.interests.edit', { name })}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} border-red-200 text-red-700 hover:bg-red-50`}
        disabled={busy}
        aria-label={t('admin.interests.delete', { name })}
        onClick={() => {
          setRefusal(null);
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      {confirming ? (
        <ConfirmDialog
          title={t('admin.interests.confirmTitle', { name })}
          confirm={
            interest.users > 0 ? t('admin.interests.confirmAnyway') : t('admin.interests.confirm')
          }
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>
            {interest.users > 0
              ? t('admin.interests.confirmChosen', { count: interest.users })
              : t('admin.interests.confirmBody')}
          </p>
          {refusal ? (
            <p role="alert" className="mt-3 font-medium text-red-700">
              {refusal}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
