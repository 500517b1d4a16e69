import { contactMessageBody, type ContactMessageInput } from '@souq/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../shared/ui/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SubmitButton, TextAreaField, TextField } from '../../../shared/form/fields';
import { applyServerErrors, formResolver } from '../../../shared/form/form-errors';
import { sendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessageInput = { name: '', phone: '', email: '', subject: '', message: '' };
const FIELDS = ['name', 'phone', 'email', 'subject', 'message'] as const;
const resolver = formResolver(contactMessageBody);

/**
 * Spec 4 and 5: the contact form, validated on change with the shared rules; a sent message
 * empties it with the success toast, a failure keeps it with the error toast.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({ resolver, mode: 'onChange', defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendContactMessage(values);
      reset(EMPTY);
      toast.success(t('contactUs.sent'));
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error(t('contactUs.sendError'));
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('contactUs.formTitle')}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label={t('contactUs.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('contactUs.emailLabel')}
          type="email"
          autoComplete="email"
          dir="ltr"
          className="[&_input]:text-start"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('contactUs.phoneOptional')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          className="[&_input]:text-start"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('contactUs.subject')}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          label={t('contactUs.message')}
          className="sm:col-span-2"
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={isSubmitting}>
            {isSubmitting ? t('contactUs.sending') : t('contactUs.send')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
