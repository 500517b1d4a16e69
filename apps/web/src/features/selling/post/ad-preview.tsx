import {
  LANGUAGES,
  otherLanguage,
  plainTextToHtml,
  type AdDetail,
  type AdForm,
  type PostingAttribute,
  type PostingOptions,
  type UploadedPicture,
} from '@souq/contracts';
import { useAuth } from '../../../shared/auth/auth-store';
import { useLang } from '../../../shared/i18n/use-lang';
import { Suspense, useContext } from 'react';
import { AdPagePreviewSlot } from '../../../shared/ad-page/preview-slot';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingSpinner } from '../../../shared/ui/loading-spinner';

type AdPreviewProps = {
  form: AdForm;
  attributes: PostingAttribute[];
  pictures: UploadedPicture[];
  options: PostingOptions;
};

/** The answers as the ad page lists them: names and option labels in the page's language. */
function previewAttributes(form: AdForm, attributes: PostingAttribute[]): AdDetail['attributes'] {
  return attributes.flatMap((attribute) => {
    const answer = form.attributes[String(attribute.id)];
    if (answer === undefined) return [];
    const label = (value: string) =>
      attribute.options.find((option) => option.value === value)?.label ?? value;
    const value = Array.isArray(answer) ? answer.map(label) : label(String(answer));
    return [{ id: attribute.id, name: attribute.name, value }];
  });
}

/**
 * Step 5: the ad as buyers will see its page, drawn by the ad page's own parts from the form
 * (the description made HTML as the server makes it).
 */
export function AdPreview({ form, attributes, pictures, options }: AdPreviewProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const renderAdPagePreview = useContext(AdPagePreviewSlot);
  const shown =
    form.lang === lang || form.other_title === null ? form.lang : otherLanguage(form.lang);
  const own = shown === form.lang;
  const store = options.stores.find((s) => s.id === form.store_id);
  const ad: AdDetail = {
    id: 0,
    name: own ? form.title : (form.other_title ?? form.title),
    title: own ? form.title : (form.other_title ?? form.title),
    description: plainTextToHtml(own ? form.description : (form.other_description ?? '')),
    category_id: form.category_id,
    price: form.price_kind === 'free' ? 0 : form.price,
    negotiable: form.price_kind === 'negotiable',
    lang: shown,
    status: 'active',
    images: pictures,
    location: null,
    city: options.cities.find((c) => c.id === form.city_id)?.name ?? null,
    country: null,
    date: new Date().toISOString(),
    condition: null,
    is_favorite: false,
    is_liked: false,
    likes_count: 0,
    reviews_count: 0,
    ratings_count: 0,
    average_rating: 0,
    view_count: 0,
    my_rating: null,
    languages: form.other_title === null ? [form.lang] : [...LANGUAGES],
    attributes: previewAttributes(form, attributes),
    author_info: {
      author_id: user?.id ?? 0,
      author_name: store?.name ?? user?.name ?? '',
      author_role: store ? 'store' : 'client',
      author_img: user?.avatar ?? null,
      is_verified: false,
      author_phone: null,
      store_id: store?.id ?? null,
    },
  };
  return (
    <Suspense fallback={<LoadingSpinner label={t('loading')} />}>
      {renderAdPagePreview(ad)}
    </Suspense>
  );
}
