import {
  cityBody,
  countryBody,
  type CityBody,
  type CountryBody,
  type PlaceCity,
  type PlaceCountry,
} from '@souq/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { FieldError, INPUT_CLASS, TextField } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { toast } from '../../../shared/ui/toast';
import { adminKeys } from '../api/keys';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../components/buttons';
import { saveCity, saveCountry } from './places-api';

type MapPoint = { latitude: number | null; longitude: number | null };

/** An empty number field is no value (a point is both numbers or neither). */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The two names, then the point on the map as two number fields with their hint. */
function NamesAndPoint<T extends FieldValues & MapPoint & { name_en: string; name_ar: string }>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const field = (name: 'name_en' | 'name_ar' | 'latitude' | 'longitude') => name as Path<T>;
  const message = (name: 'name_en' | 'name_ar' | 'latitude' | 'longitude') => {
    const error = errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  return (
    <>
      <TextField
        label={t('admin.places.fields.name_en')}
        dir="ltr"
        lang="en"
        error={message('name_en')}
        {...register(field('name_en'))}
      />
      <TextField
        label={t('admin.places.fields.name_ar')}
        dir="rtl"
        lang="ar"
        error={message('name_ar')}
        {...register(field('name_ar'))}
      />
      <fieldset aria-describedby={hintId}>
        <div className="grid grid-cols-2 gap-3">
          {(['latitude', 'longitude'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`admin.places.fields.${name}`)}
              type="number"
              inputMode="decimal"
              step="any"
              dir="ltr"
              error={message(name)}
              {...register(field(name), { setValueAs: optionalNumber })}
            />
          ))}
        </div>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t('admin.places.mapHint')}
        </p>
      </fieldset>
    </>
  );
}

function FormButtons({
  busy,
  isNew,
  onCancel,
}: {
  busy: boolean;
  isNew: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" disabled={busy} aria-busy={busy} className={PRIMARY_BUTTON}>
        {isNew ? t('admin.places.add') : t('admin.places.save')}
      </button>
      {onCancel ? (
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('admin.cancel')}
        </button>
      ) : null}
    </div>
  );
}

const COUNTRY_FIELDS = [
  'name_en',
  'name_ar',
  'dial_code',
  'flag',
  'latitude',
  'longitude',
] as const;
const CITY_FIELDS = ['country_id', 'name_en', 'name_ar', 'latitude', 'longitude'] as const;

/** Adds a country (none given) or edits one. */
export function CountryForm({ country, onDone }: { country?: PlaceCountry; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CountryBody, unknown, CountryBody>({
    resolver: formResolver(countryBody),
    defaultValues: country ?? {
      name_en: '',
      name_ar: '',
      dial_code: '+',
      flag: '',
      latitude: null,
      longitude: null,
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await saveCountry(country?.id ?? null, values);
      toast.success(answer.message ?? t('admin.places.saved'));
      reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, [...COUNTRY_FIELDS]);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <NamesAndPoint register={register} errors={errors} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('admin.places.fields.dial_code')}
          dir="ltr"
          inputMode="tel"
          error={errors.dial_code?.message}
          {...register('dial_code')}
        />
        <TextField
          label={t('admin.places.fields.flag')}
          dir="auto"
          error={errors.flag?.message}
          {...register('flag')}
        />
      </div>
      <p className="text-sm text-slate-600">{t('admin.places.flagHint')}</p>
      <FormButtons busy={isSubmitting} isNew={!country} onCancel={country ? onDone : undefined} />
    </form>
  );
}

/** Adds a city to a country (none given) or edits one, which may move to another country. */
export function CityForm({
  countries,
  countryId,
  city,
  onDone,
}: {
  countries: PlaceCountry[];
  countryId: number;
  city?: PlaceCity;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const selectId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CityBody, unknown, CityBody>({
    resolver: formResolver(cityBody),
    defaultValues: city ?? {
      country_id: countryId,
      name_en: '',
      name_ar: '',
      latitude: null,
      longitude: null,
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await saveCity(city?.id ?? null, values);
      toast.success(answer.message ?? t('admin.places.saved'));
      reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, [...CITY_FIELDS]);
      toast.error(errorToastText(t, error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('admin.places.fields.country_id')}
        </label>
        <select
          id={selectId}
          className={INPUT_CLASS}
          aria-invalid={errors.country_id ? true : undefined}
          aria-describedby={errors.country_id ? `${selectId}-error` : undefined}
          {...register('country_id', { valueAsNumber: true })}
        >
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {lang === 'ar' ? country.name_ar : country.name_en}
            </option>
          ))}
        </select>
        <FieldError id={`${selectId}-error`} message={errors.country_id?.message} />
      </div>
      <NamesAndPoint register={register} errors={errors} />
      <FormButtons busy={isSubmitting} isNew={!city} onCancel={city ? onDone : undefined} />
    </form>
  );
}
