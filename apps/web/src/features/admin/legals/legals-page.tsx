import type { ConsoleLegal, ConsoleLegals, Lang } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessageText, errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { ICON_BUTTON } from '../components/buttons';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ConsolePage, Panel } from '../components/console-page';
import { Empty, Loaded } from '../components/loaded';
import { ReorderButtons, swapNeighbours } from '../components/reorder-buttons';
import { LegalForm } from './legal-form';
import { legalsQueryOptions, refreshLegals, removeLegal, reorderLegals } from './legals-api';

const questionIn = (lang: Lang, legal: ConsoleLegal) =>
  lang === 'ar' ? legal.question_ar : legal.question_en;

/**
 * `/{lang}/admin/legals` (admin only): the questions and answers of the legals page, in its two
 * groups (privacy policy; help and support), in both languages and in their order; added,
 * edited, moved, ordered and deleted here, each change in the audit log and on the page at once.
 */
export function LegalsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const legals = useQuery(legalsQueryOptions(lang));
  return (
    <ConsolePage title={t('admin.legals.title')}>
      <p className="mb-4 text-slate-700">{t('admin.legals.hint')}</p>
      <Loaded query={legals}>{(groups) => <LegalsEditor groups={groups} />}</Loaded>
    </ConsolePage>
  );
}

function LegalsEditor({ groups }: { groups: ConsoleLegals }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState<ConsoleLegal | null>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="space-y-4">
        {groups.map(({ group, sections }) => (
          <Panel key={group} title={t(`admin.legals.groups.${group}`)}>
            {sections.length === 0 ? (
              <Empty text={t('admin.legals.empty')} />
            ) : (
              <ul className="divide-y divide-slate-200">
                {sections.map((legal, index) => (
                  <li key={legal.id} className="flex flex-wrap items-start gap-2 py-3">
                    <div className="min-w-0 flex-1 basis-56 space-y-1">
                      <p lang="en" dir="ltr" className="font-medium text-slate-900">
                        {legal.question_en}
                      </p>
                      <p lang="ar" dir="rtl" className="font-medium text-slate-900">
                        {legal.question_ar}
                      </p>
                      <p
                        lang={lang}
                        dir={lang === 'ar' ? 'rtl' : 'ltr'}
                        className="line-clamp-2 text-sm text-slate-600"
                      >
                        {lang === 'ar' ? legal.answer_ar : legal.answer_en}
                      </p>
                    </div>
                    <LegalActions
                      legal={legal}
                      ids={sections.map((section) => section.id)}
                      index={index}
                      onEdit={() => {
                        setEditing(legal);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        ))}
      </div>
      <Panel
        title={
          editing
            ? t('admin.legals.editTitle', { question: questionIn(lang, editing) })
            : t('admin.legals.addTitle')
        }
      >
        <LegalForm
          key={editing ? `legal-${String(editing.id)}` : 'legal-new'}
          legal={editing ?? undefined}
          onDone={() => {
            setEditing(null);
          }}
        />
      </Panel>
    </div>
  );
}

/** Up and down within its group, edit, and delete (asked first) for one question. */
function LegalActions({
  legal,
  ids,
  index,
  onEdit,
}: {
  legal: ConsoleLegal;
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
  const question = questionIn(lang, legal);
  const move = async (step: -1 | 1) => {
    setBusy(true);
    try {
      const answer = await reorderLegals(legal.group, swapNeighbours(ids, index, step));
      toast.success(answer.message ?? t('admin.legals.reordered'));
      await refreshLegals(queryClient);
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      const answer = await removeLegal(legal.id);
      setConfirming(false);
      toast.success(answer.message ?? t('admin.legals.removed'));
      await refreshLegals(queryClient);
    } catch (error) {
      setRefusal(errorMessageText(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex shrink-0 gap-1">
      {/* A question ends with its question mark: the labels quote it. */}
      <ReorderButtons
        labels={{
          up: t('admin.legals.moveUp', { question }),
          down: t('admin.legals.moveDown', { question }),
        }}
        index={index}
        count={ids.length}
        busy={busy}
        onMove={(step) => void move(step)}
      />
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={t('admin.legals.edit', { question })}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} border-red-200 text-red-700 hover:bg-red-50`}
        disabled={busy}
        aria-label={t('admin.legals.delete', { question })}
        onClick={() => {
          setRefusal(null);
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      {confirming ? (
        <ConfirmDialog
          title={t('admin.legals.confirmTitle', { question })}
          confirm={t('admin.legals.confirm')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>{t('admin.legals.confirmBody')}</p>
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
