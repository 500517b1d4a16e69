import { otherLanguage, plainTextToHtml, type AdForm, type AttributeAnswer } from '@souq/contracts';
import type { AttributeValue, ads } from '../../db/schema/ads.ts';
import { choicesOf, type DefinitionRow } from './posting-options.repository.ts';

/** The S.P sign after a price attribute, as the seed's ads show it. */
const SYRIAN_POUND = { en: 'S.P', ar: 'ل.س' } as const;

/** The ad's own columns from the form: the language written in fills both sides. */
export function adColumns(form: AdForm) {
  const other = otherLanguage(form.lang);
  const texts = {
    [form.lang]: { title: form.title, description: form.description },
    [other]: {
      title: form.other_title ?? form.title,
      description: form.other_description ?? form.description,
    },
  } as Record<'ar' | 'en', { title: string; description: string }>;
  return {
    categoryId: form.category_id,
    subCategoryId: form.sub_category_id,
    storeId: form.store_id,
    titleEn: texts.en.title,
    titleAr: texts.ar.title,
    descriptionEn: plainTextToHtml(texts.en.description),
    descriptionAr: plainTextToHtml(texts.ar.description),
    price: form.price_kind === 'free' ? 0 : form.price,
    negotiable: form.price_kind === 'negotiable',
    cityId: form.city_id,
    writtenLang: form.lang,
    translated: form.other_title !== null,
    showPhone: form.show_phone,
    source: form,
  } satisfies Partial<typeof ads.$inferInsert>;
}

/** Years and small counts read better without a thousands separator (as the seed shows them). */
function shownNumber(value: number): string {
  return value >= 10_000 ? value.toLocaleString('en-US') : String(value);
}

type AttributeRow = {
  filterId: number;
  nameEn: string;
  nameAr: string;
  value: AttributeValue;
  numericValue: number | null;
};

function attributeValue(
  definition: DefinitionRow,
  answer: AttributeAnswer,
): Pick<AttributeRow, 'value' | 'numericValue'> {
  if (typeof answer === 'number') {
    const shown = shownNumber(answer);
    return { value: { en: shown, ar: shown }, numericValue: answer };
  }
  if (definition.type === 'text') {
    const text = String(answer);
    return { value: { en: text, ar: text }, numericValue: null };
  }
  const options = choicesOf(definition);
  const picked = (Array.isArray(answer) ? answer : [answer]).flatMap(
    (label) => options.find((option) => option.en === label) ?? [],
  );
  const value = Array.isArray(answer)
    ? { en: picked.map((o) => o.en), ar: picked.map((o) => o.ar) }
    : { en: picked[0]?.en ?? '', ar: picked[0]?.ar ?? '' };
  return { value, numericValue: null };
}

/**
 * The ad's attributes from the checked answers (`attributesSchema`), in the definitions'
 * order; the price range is answered by the ad's price, so the price filter finds the ad.
 */
export function attributeRows(definitions: DefinitionRow[], form: AdForm): AttributeRow[] {
  const price = form.price_kind === 'free' ? 0 : form.price;
  return definitions.flatMap((definition) => {
    const names = { filterId: definition.id, nameEn: definition.nameEn, nameAr: definition.nameAr };
    if (definition.isPrice) {
      const shown = shownNumber(price);
      return [
        {
          ...names,
          value: { en: `${shown} ${SYRIAN_POUND.en}`, ar: `${shown} ${SYRIAN_POUND.ar}` },
          numericValue: price,
        },
      ];
    }
    const answer = form.attributes[String(definition.id)];
    if (answer === undefined) return [];
    return [{ ...names, ...attributeValue(definition, answer) }];
  });
}
