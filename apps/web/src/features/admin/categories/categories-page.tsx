import type { ConsoleCategory, ConsoleCategoryTree } from '@souq/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { SECONDARY_BUTTON } from '../components/buttons';
import { ConsolePage, Panel } from '../components/console-page';
import { Loaded } from '../components/loaded';
import { consoleCategoriesQueryOptions } from './categories-api';
import { AddCategoryForm, EditCategoryForm } from './category-forms';
import { CategoryItem, type Editing } from './category-item';
import { MoveAdsForm } from './move-ads-form';
import { nameIn } from './names';

/**
 * `/{lang}/admin/categories` (admin only): the categories and their sub-categories, hidden ones
 * marked; added, renamed, moved, ordered, pictured, hidden, deleted (when no ad names them) and
 * emptied into another category here, each change in the audit log and on the site at once.
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const categories = useQuery(consoleCategoriesQueryOptions(lang));
  return (
    <ConsolePage title={t('admin.categories.title')}>
      <p className="mb-4 text-slate-700">{t('admin.categories.hint')}</p>
      <Loaded query={categories}>{(tree) => <CategoriesEditor tree={tree} />}</Loaded>
    </ConsolePage>
  );
}

function CategoriesEditor({ tree }: { tree: ConsoleCategoryTree[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState<Editing>({ kind: 'add' });
  const all: ConsoleCategory[] = tree.flatMap((top) => [top, ...top.sub_categories]);
  // The category edited as the tree now has it (renamed, moved or gone meanwhile).
  const current =
    editing.kind === 'add' ? undefined : all.find((category) => category.id === editing.id);
  const done = () => {
    setEditing({ kind: 'add' });
  };
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Panel title={t('admin.categories.tree')}>
        <ul className="divide-y divide-slate-200">
          {tree.map((top, index) => (
            <CategoryItem
              key={top.id}
              category={top}
              siblings={tree.map((category) => category.id)}
              index={index}
              onEdit={setEditing}
            >
              {top.sub_categories.length > 0 ? (
                <ul className="mt-2 divide-y divide-slate-100 border-s-2 border-slate-100 ps-4">
                  {top.sub_categories.map((sub, subIndex) => (
                    <CategoryItem
                      key={sub.id}
                      category={sub}
                      siblings={top.sub_categories.map((category) => category.id)}
                      index={subIndex}
                      onEdit={setEditing}
                    />
                  ))}
                </ul>
              ) : null}
            </CategoryItem>
          ))}
        </ul>
        <button type="button" className={`${SECONDARY_BUTTON} mt-4`} onClick={done}>
          {t('admin.categories.add')}
        </button>
      </Panel>
      <Panel
        title={
          current === undefined
            ? t('admin.categories.add')
            : editing.kind === 'moveAds'
              ? t('admin.categories.moveAdsOf', { name: nameIn(lang, current) })
              : t('admin.categories.editOf', { name: nameIn(lang, current) })
        }
      >
        {current === undefined ? (
          <AddCategoryForm tree={tree} />
        ) : editing.kind === 'moveAds' ? (
          <MoveAdsForm
            key={`ads-${String(current.id)}`}
            category={current}
            tree={tree}
            onDone={done}
          />
        ) : (
          <EditCategoryForm key={`edit-${String(current.id)}`} category={current} tree={tree} />
        )}
      </Panel>
    </div>
  );
}
