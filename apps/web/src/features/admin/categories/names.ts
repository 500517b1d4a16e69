import type { ConsoleCategory, ConsoleCategoryTree, Lang } from '@souq/contracts';

/** A category's name in the console's language. */
export const nameIn = (lang: Lang, category: Pick<ConsoleCategory, 'name_en' | 'name_ar'>) =>
  lang === 'ar' ? category.name_ar : category.name_en;

/** Every category as a choice: top levels, then each one's sub-categories under it. */
export function choicesOf(tree: ConsoleCategoryTree[], lang: Lang) {
  return tree.flatMap((top) => [
    { id: top.id, label: nameIn(lang, top), category: top },
    ...top.sub_categories.map((sub) => ({
      id: sub.id,
      label: `${nameIn(lang, top)} / ${nameIn(lang, sub)}`,
      category: sub,
    })),
  ]);
}
