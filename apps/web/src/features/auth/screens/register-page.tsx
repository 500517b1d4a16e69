import { DEFAULT_DIAL_CODE, registerDetailsBody, type RegisterDetailsBody } from '@souq/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import {
  CheckboxField,
  PasswordField,
  PhoneField,
  SubmitButton,
  TextField,
} from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast';
import { checkRegistration } from '../api';
import { AuthFooter } from '../components/auth-footer';
import { AuthShell } from '../../../shared/account/auth-shell';
import { CountryCodePicker } from '../../../shared/account/country-code-picker';
import { getRegisterDraft, setRegisterDraft } from '../register-draft';
import { useSignInRedirect } from '../use-sign-in-redirect';

const FIELDS: Path<RegisterDetailsBody>[] = [
  'name',
  'userName',
  'phone_number',
  'birthdate',
  'password',
  'password_confirmation',
  'gender',
];
const EMPTY: RegisterDetailsBody = {
  name: '',
  userName: '',
  phone_number: '',
  birthdate: '',
  password: '',
  password_confirmation: '',
  gender: 'male',
};

type Context = { dialCode: string };

/** The typed number is read with the chosen country's dial code, as the server reads it. */
const baseResolver = formResolver(registerDetailsBody);
const resolver: Resolver<RegisterDetailsBody, Context> = (values, context, options) =>
  baseResolver({ ...values, country_code: context?.dialCode }, undefined, options);

/**
 * Registration step 1. Next asks the server what registration would refuse (a taken phone
 * number or user name, a too common password) and shows it here; else it keeps the answers in
 * memory and opens the interests step.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { carry } = useSignInRedirect();
  const [draft] = useState(getRegisterDraft);
  const [dialCode, setDialCode] = useState(draft?.dialCode ?? DEFAULT_DIAL_CODE);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RegisterDetailsBody, Context>({
    resolver,
    context: { dialCode },
    defaultValues: draft?.form ?? EMPTY,
  });

  // Create Account's field errors (taken phone or user name) come back to this step.
  useEffect(() => {
    if (!draft) return;
    let first = true;
    for (const [field, texts] of Object.entries(draft.serverErrors)) {
      const name = field as Path<RegisterDetailsBody>;
      if (!FIELDS.includes(name) || texts[0] === undefined) continue;
      setError(name, { type: 'server', message: texts[0] }, { shouldFocus: first });
      first = false;
    }
  }, [draft, setError]);

  const onSubmit = handleSubmit(async () => {
    // Keep what was typed (the number as written), not the parsed payload.
    const form = getValues();
    try {
      await checkRegistration({ ...form, country_code: dialCode });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(errorToastText(t, error));
      return;
    }
    setRegisterDraft({
      form: { ...form },
      dialCode,
      interests: draft?.interests ?? [],
      serverErrors: {},
    });
    await navigate(carry(paths.chooseInterest(lang)));
  });

  return (
    <AuthShell title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t('auth.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('auth.userName')}
          autoComplete="username"
          error={errors.userName?.message}
          {...register('userName')}
        />
        <PhoneField
          label={t('auth.phoneNumber')}
          error={errors.phone_number?.message}
          before={<CountryCodePicker value={dialCode} onChange={setDialCode} />}
          {...register('phone_number')}
        />
        <TextField
          label={t('auth.birthdate')}
          type="date"
          error={errors.birthdate?.message}
          {...register('birthdate')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.passwordConfirmation')}
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-slate-800">
                {t('auth.gender')}
              </legend>
              <div className="inline-flex rounded-lg border border-slate-300 p-1">
                {(['male', 'female'] as const).map((value) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={field.value === value}
                    onClick={() => {
                      field.onChange(value);
                    }}
                    className="rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 aria-pressed:bg-teal-700 aria-pressed:text-white"
                  >
                    {t(`auth.${value}`)}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
        />
        <CheckboxField label={t('auth.rememberPassword')} name="remember" />
        <SubmitButton busy={isSubmitting}>{t('auth.next')}</SubmitButton>
        <AuthFooter other="login" />
      </form>
    </AuthShell>
  );
}
