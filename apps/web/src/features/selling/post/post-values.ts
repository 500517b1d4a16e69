import type {
  AdDraftValues,
  AdFormInput,
  AttributeAnswer,
  Lang,
  PostingAttribute,
  PriceKind,
} from '@souq/contracts';

/**
 * The post form as its inputs hold it: numbers typed as text, an attribute's answer as its
 * input gives it (text, a ticked list), the translation behind its switch.
 */
export type PostValues = {
  category_id: number | null;
  sub_category_id: number | null;
  lang: Lang;
  title: string;
  description: string;
  translate: boolean;
  other_title: string;
  other_description: string;
  price_kind: PriceKind;
  price: string;
  city_id: string;
  show_phone: boolean;
  /** `''`: as the seller themself. */
  store_id: string;
  attributes: Record<string, string | string[]>;
  /** Uploaded picture ids, the cover first (the uploads' order, see usePictureUploads). */
  pictures: number[];
};

export function emptyValues(lang: Lang): PostValues {
  return {
    category_id: null,
    sub_category_id: null,
    lang,
    title: '',
    description: '',
    translate: false,
    other_title: '',
    other_description: '',
    price_kind: 'fixed',
    price: '',
    city_id: '',
    show_phone: true,
    store_id: '',
    attributes: {},
    pictures: [],
  };
}

const idOrNull = (text: string) => (text === '' ? null : Number(text));

/** A typed number as the API takes it: digits in either script, separators ignored. */
export function parseTypedNumber(text: string): number | string {
  const western = text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[,،٬\s]/g, '');
  if (western === '') return '';
  const number = Number(western);
  return Number.isFinite(number) ? number : text;
}

function answersOf(
  values: PostValues,
  attributes: readonly PostingAttribute[],
): Record<string, AttributeAnswer> {
  const answers: Record<string, AttributeAnswer> = {};
  for (const attribute of attributes) {
    const key = String(attribute.id);
    const answer = values.attributes[key];
    if (answer === undefined) continue;
    answers[key] =
      attribute.type === 'range' && typeof answer === 'string' ? parseTypedNumber(answer) : answer;
  }
  return answers;
}

/** What the API is sent when the seller previews or publishes (checked by `adFormFor`). */
export function toForm(values: PostValues, attributes: readonly PostingAttribute[]): AdFormInput {
  const price = values.price_kind === 'free' ? 0 : parseTypedNumber(values.price);
  return {
    category_id: values.category_id,
    sub_category_id: values.sub_category_id,
    lang: values.lang,
    title: values.title,
    description: values.description,
    other_title: values.translate ? values.other_title : null,
    other_description: values.translate ? values.other_description : null,
    price_kind: values.price_kind,
    // A wrong number goes as it is, for the schema to name.
    price,
    city_id: idOrNull(values.city_id),
    show_phone: values.show_phone,
    store_id: idOrNull(values.store_id),
    attributes: answersOf(values, attributes),
    pictures: values.pictures,
  };
}

/** The draft kept on the server: everything typed, right or not. */
export function toDraft(values: PostValues): AdDraftValues {
  const price = parseTypedNumber(values.price);
  return {
    category_id: values.category_id,
    sub_category_id: values.sub_category_id,
    lang: values.lang,
    title: values.title,
    description: values.description,
    other_title: values.translate ? values.other_title : null,
    other_description: values.translate ? values.other_description : null,
    price_kind: values.price_kind,
    price: typeof price === 'number' ? price : null,
    city_id: idOrNull(values.city_id),
    show_phone: values.show_phone,
    store_id: idOrNull(values.store_id),
    attributes: Object.fromEntries(
      Object.entries(values.attributes).map(([id, answer]) => [
        id,
        typeof answer === 'string' ? (parseTypedNumber(answer) as AttributeAnswer) : answer,
      ]),
    ),
    pictures: values.pictures,
  };
}

/** A draft, or an ad being edited, back in the form. */
export function fromDraft(draft: AdDraftValues, lang: Lang): PostValues {
  const empty = emptyValues(draft.lang ?? lang);
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    ...empty,
    category_id: draft.category_id ?? null,
    sub_category_id: draft.sub_category_id ?? null,
    title: draft.title ?? '',
    description: draft.description ?? '',
    translate: draft.other_title != null,
    other_title: draft.other_title ?? '',
    other_description: draft.other_description ?? '',
    price_kind: draft.price_kind ?? 'fixed',
    price: text(draft.price),
    city_id: text(draft.city_id),
    show_phone: draft.show_phone ?? true,
    store_id: text(draft.store_id),
    attributes: Object.fromEntries(
      Object.entries(draft.attributes ?? {}).map(([id, answer]) => [
        id,
        typeof answer === 'number' ? String(answer) : answer,
      ]),
    ),
    pictures: draft.pictures ?? [],
  };
}

/** Field errors by name (`title`, `attributes.12`): a contracts key or a server text. */
export type FormErrors = Record<string, string>;

/** What a section of the form gets: the values, their errors, and how to change one. */
export type SectionProps = {
  values: PostValues;
  errors: FormErrors;
  set: <K extends keyof PostValues>(field: K, value: PostValues[K]) => void;
};
