import type { ConsoleLegal, ConsoleLegals, Lang } from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { ConsolePage, Panel } from '../components/console-page';
import { Empty, Loaded } from '../components/loaded';
import { swapNeighbours } from '../components/reorder-buttons';
import { RowActions } from '../components/row-actions';
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
  const question = questionIn(lang, legal);
  return (
    // A question ends with its question mark: the labels quote it.
    <RowActions
      names={{
        labels: {
          up: t('admin.legals.moveUp', { question }),
          down: t('admin.legals.moveDown', { question }),
        },
      }}
      index={index}
      count={ids.length}
      move={(step) => reorderLegals(legal.group, swapNeighbours(ids, index, step))}
      remove={() => removeLegal(legal.id)}
      refresh={() => refreshLegals(queryClient)}
      onEdit={onEdit}
      editLabel={t('admin.legals.edit', { question })}
      deleteLabel={t('admin.legals.delete', { question })}
      confirm={{
        title: t('admin.legals.confirmTitle', { question }),
        button: t('admin.legals.confirm'),
        body: <p>{t('admin.legals.confirmBody')}</p>,
        moved: t('admin.legals.reordered'),
        removed: t('admin.legals.removed'),
      }}
    />
  );
}
