import { DEFAULT_DIAL_CODE, changePhoneBody, type ChangePhoneBody } from '@souq/contracts';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { PhoneField, SubmitButton } from '../../../shared/form/fields';
import { applyServerErrors, errorToastText, formResolver } from '../../../shared/form/form-errors';
import { useLang } from '../../../shared/i18n/use-lang';
import { paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast';
import { CountryCodePicker } from '../../../shared/account/country-code-picker';
import { requestPhoneChange } from '../api';
import { SettingsCard } from './settings-card';

type Form = { phone_number: string };
type Context = { dialCode: string };

/** The typed number is read with the chosen country's dial code, as the server reads it. */
const baseResolver = formResolver(changePhoneBody);
const resolver: Resolver<Form, Context, ChangePhoneBody> = (values, context, options) =>
  baseResolver({ ...values, country_code: context?.dialCode }, undefined, options);

/** A new phone number: a code goes to it, and the confirm page makes it the user's. */
export function PhoneCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [dialCode, setDialCode] = useState(DEFAULT_DIAL_CODE);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form, Context, ChangePhoneBody>({
    resolver,
    context: { dialCode },
    defaultValues: { phone_number: '' },
  });

  // The values are the parsed body: the number in E.164.
  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await requestPhoneChange(body);
      toast.success(message);
      await navigate(paths.confirmPhone(lang), { state: { phone_number: body.phone_number } });
    } catch (error) {
      applyServerErrors(error, setError, ['phone_number']);
      toast.error(errorToastText(t, error));
    }
  });

  return (
    <SettingsCard title={t('profile.phoneTitle')} hint={t('profile.phoneHint')}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 grid items-start gap-4 sm:grid-cols-[1fr_auto]"
      >
        <PhoneField
          label={t('profile.newPhone')}
          error={errors.phone_number?.message}
          before={<CountryCodePicker value={dialCode} onChange={setDialCode} />}
          {...register('phone_number')}
        />
        <div className="sm:mt-6">
          <SubmitButton busy={isSubmitting}>{t('profile.sendCode')}</SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
