import {
  siteContactBody,
  type Lang,
  type SiteContact,
  type SiteContactBody,
} from '@souq/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { get, useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { CONTACT_US_KEY } from '../../../shared/site/contact-us-api';
import { toast } from '../../../shared/ui/toast';
import { adminKeys } from '../api/keys';
import { PRIMARY_BUTTON } from '../components/buttons';
import { ConsolePage } from '../components/console-page';
import { Loaded } from '../components/loaded';
import { contactQueryOptions, saveContact } from './contact-api';

type Name =
  | 'contact.phone'
  | 'contact.whatsapp'
  | 'contact.email'
  | `contact.${'address' | 'hours'}.${Lang}`
  | `social.${keyof SiteContactBody['social']}`
  | `apps.${keyof SiteContactBody['apps']}`
  | `map.${keyof SiteContactBody['map']}`;

type Label =
  | 'phone'
  | 'whatsapp'
  | 'email'
  | 'addressEn'
  | 'hoursEn'
  | 'addressAr'
  | 'hoursAr'
  | 'facebook'
  | 'twitter'
  | 'whatsappLink'
  | 'instagram'
  | 'googlePlay'
  | 'appStore'
  | 'lat'
  | 'lng'
  | 'zoom';

/** A field: what it holds, its label, what its input is given (type, direction, language). */
type Field = { name: Name; label: Label; input: ComponentProps<'input'> };

/** Numbers and addresses read left to right in Arabic too. */
const TEL: ComponentProps<'input'> = { type: 'tel', inputMode: 'tel', dir: 'ltr' };
const URL_INPUT: ComponentProps<'input'> = { type: 'url', inputMode: 'url', dir: 'ltr' };
const NUMBER: ComponentProps<'input'> = { type: 'number', inputMode: 'decimal', step: 'any' };

/** The address and opening hours in one language, the inputs in its language and direction. */
const inLanguage = (lang: Lang): Field[] => {
  const input = { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' } as const;
  const suffix = lang === 'ar' ? 'Ar' : 'En';
  return [
    { name: `contact.address.${lang}`, label: `address${suffix}`, input },
    { name: `contact.hours.${lang}`, label: `hours${suffix}`, input },
  ];
};

type Group = 'contact' | 'english' | 'arabic' | 'social' | 'apps' | 'map';

/** The form's fieldsets, in order, each with its fields. */
const GROUPS: { group: Group; fields: Field[]; hint?: 'linksHint' | 'mapHint' }[] = [
  {
    group: 'contact',
    fields: [
      { name: 'contact.phone', label: 'phone', input: TEL },
      { name: 'contact.whatsapp', label: 'whatsapp', input: TEL },
      { name: 'contact.email', label: 'email', input: { type: 'email', dir: 'ltr' } },
    ],
  },
  { group: 'english', fields: inLanguage('en') },
  { group: 'arabic', fields: inLanguage('ar') },
  {
    group: 'social',
    hint: 'linksHint',
    fields: [
      { name: 'social.facebook', label: 'facebook', input: URL_INPUT },
      { name: 'social.twitter', label: 'twitter', input: URL_INPUT },
      { name: 'social.whatsapp', label: 'whatsappLink', input: URL_INPUT },
      { name: 'social.instagram', label: 'instagram', input: URL_INPUT },
    ],
  },
  {
    group: 'apps',
    hint: 'linksHint',
    fields: [
      { name: 'apps.google_play', label: 'googlePlay', input: URL_INPUT },
      { name: 'apps.app_store', label: 'appStore', input: URL_INPUT },
    ],
  },
  {
    group: 'map',
    hint: 'mapHint',
    fields: [
      { name: 'map.lat', label: 'lat', input: { ...NUMBER, dir: 'ltr' } },
      { name: 'map.lng', label: 'lng', input: { ...NUMBER, dir: 'ltr' } },
      {
        name: 'map.zoom',
        label: 'zoom',
        input: { type: 'number', inputMode: 'numeric', step: 1, min: 0, max: 19, dir: 'ltr' },
      },
    ],
  },
];

const FIELDS = GROUPS.flatMap(({ fields }) => fields.map(({ name }) => name));

/**
 * `/{lang}/admin/contact` (admin only): what the contact page and every page's footer show of
 * the site (its phone and WhatsApp numbers, email, address and opening hours in both languages,
 * social and app-store links) and where the contact page's map is centred.
 */
export function ContactDetailsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const contact = useQuery(contactQueryOptions(lang));
  return (
    <ConsolePage title={t('admin.contact.title')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('admin.contact.hint')}</p>
      <Loaded query={contact}>{(current) => <ContactForm current={current} />}</Loaded>
    </ConsolePage>
  );
}

function ContactForm({ current }: { current: SiteContact }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SiteContactBody, unknown, SiteContactBody>({
    resolver: formResolver(siteContactBody),
    defaultValues: current,
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await saveContact(values);
      toast.success(answer.message ?? t('admin.contact.saved'));
      reset(answer.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        // The footer of this very page shows the numbers and links.
        queryClient.invalidateQueries({ queryKey: CONTACT_US_KEY }),
      ]);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="max-w-3xl space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      {GROUPS.map(({ group, fields, hint }) => (
        <fieldset key={group} className="space-y-3">
          <legend className="mb-2 text-lg font-semibold text-slate-900">
            {t(`admin.contact.groups.${group}`)}
          </legend>
          {hint ? <p className="text-sm text-slate-600">{t(`admin.contact.${hint}`)}</p> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {fields.map((field) => (
              <ContactField key={field.name} field={field} register={register} errors={errors} />
            ))}
          </div>
        </fieldset>
      ))}
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className={PRIMARY_BUTTON}
      >
        {t('admin.contact.save')}
      </button>
    </form>
  );
}

function ContactField({
  field: { name, label, input },
  register,
  errors,
}: {
  field: Field;
  register: UseFormRegister<SiteContactBody>;
  errors: FieldErrors<SiteContactBody>;
}) {
  const { t } = useTranslation();
  const error: unknown = get(errors, name);
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : undefined;
  return (
    <TextField
      label={t(`admin.contact.fields.${label}`)}
      error={message}
      {...input}
      {...register(name, name.startsWith('map.') ? { valueAsNumber: true } : {})}
    />
  );
}
