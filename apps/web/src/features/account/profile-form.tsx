import { updateProfileBody, type SessionUser } from '@souq/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../shared/ui/toast';
import { useTranslation } from '../../shared/i18n/use-translation';
import { setAuthUser } from '../../shared/auth/auth-store';
import { FieldError, INPUT_CLASS, SubmitButton, TextField } from '../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../shared/form/form-errors';
import { updateMe } from './api';

type ProfileForm = {
  name: string;
  userName: string;
  email: string;
  birthdate: string;
  gender: 'male' | 'female';
  bio: string;
};

const FIELDS = ['name', 'userName', 'email', 'birthdate', 'gender', 'bio'] as const;

/** Empty optional fields are sent as null (cleared). */
function toBody(values: ProfileForm) {
  const blank = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    name: values.name,
    userName: values.userName,
    email: blank(values.email),
    birthdate: blank(values.birthdate),
    gender: values.gender,
    bio: blank(values.bio),
  };
}

const baseResolver = formResolver(updateProfileBody);
const resolver: Resolver<ProfileForm> = async (values, _context, options) => {
  const result = await baseResolver(
    toBody(values),
    undefined,
    options as unknown as Parameters<typeof baseResolver>[2],
  );
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors }
    : { values, errors: {} };
};

export function ProfileForm({ user, onSaved }: { user: SessionUser; onSaved: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({
    resolver,
    defaultValues: {
      name: user.name,
      userName: user.userName,
      email: user.email ?? '',
      birthdate: user.birthdate ?? '',
      gender: user.gender,
      bio: user.bio ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data, message } = await updateMe(toBody(values));
      setAuthUser(data);
      toast.success(message ?? t('profile.saved'));
      onSaved();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(errorToastText(t, error));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t('auth.name')} error={errors.name?.message} {...register('name')} />
      <TextField
        label={t('auth.userName')}
        error={errors.userName?.message}
        {...register('userName')}
      />
      <TextField
        label={t('profile.email')}
        type="email"
        dir="ltr"
        className="[&_input]:text-start"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.birthdate')}
        type="date"
        error={errors.birthdate?.message}
        {...register('birthdate')}
      />
      <div>
        <label htmlFor="profile-gender" className="mb-1 block text-sm font-medium text-slate-800">
          {t('auth.gender')}
        </label>
        <select id="profile-gender" className={INPUT_CLASS} {...register('gender')}>
          <option value="male">{t('auth.male')}</option>
          <option value="female">{t('auth.female')}</option>
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="profile-bio" className="mb-1 block text-sm font-medium text-slate-800">
          {t('profile.bio')}
        </label>
        <textarea
          id="profile-bio"
          rows={4}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? 'profile-bio-error' : undefined}
          className={INPUT_CLASS}
          {...register('bio')}
        />
        <FieldError id="profile-bio-error" message={errors.bio?.message} />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton busy={isSubmitting}>{t('profile.save')}</SubmitButton>
      </div>
    </form>
  );
}
