import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { fieldErrorText } from './form-errors';

export const INPUT_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-invalid:border-red-600';

type FieldProps = ComponentProps<'input'> & {
  label: string;
  /** The error message (a contracts key or a server text). */
  error?: string;
  /** Shown on the input's left, the row kept left to right (the dial code of a phone number). */
  before?: ReactNode;
};

/** The error under a field, translated; `id` is what the input's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  const text = fieldErrorText(t, message);
  if (text === undefined) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  );
}

/** What a field's control carries: its id, and its error's id when it has one. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type LabelledProps = {
  label: string;
  error: string | undefined;
  className: string | undefined;
  children: (control: ControlProps) => ReactNode;
};

/** A label, the control it names (given its ids) and the error under it. */
function Labelled({ label, error, className, children }: LabelledProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function TextField({ label, error, before, className, ...input }: FieldProps) {
  return (
    <Labelled label={label} error={error} className={className}>
      {(control) => (
        // A phone number reads left to right in Arabic too: its dial code stays on its left.
        <div className="flex gap-2" dir={before === undefined ? undefined : 'ltr'}>
          {before}
          <input {...control} className={INPUT_CLASS} {...input} />
        </div>
      )}
    </Labelled>
  );
}

/** A phone number, read left to right in Arabic too, after its dial code (`before`). */
export function PhoneField(props: FieldProps & { before: ReactNode }) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      dir="ltr"
      className="[&_input]:text-start"
      {...props}
    />
  );
}

/** A password input with a show/hide toggle whose accessible name says what it does. */
export function PasswordField({ label, error, className, ...input }: FieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Labelled label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={`${INPUT_CLASS} pe-11`}
            {...input}
          />
          <button
            type="button"
            onClick={() => {
              setVisible((v) => !v);
            }}
            aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword', { field: label })}
            aria-pressed={visible}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:text-slate-800"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </Labelled>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

/** A labelled multi-line input with its error under it. */
export function TextAreaField({ label, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Labelled label={label} error={error} className={className}>
      {(control) => (
        <textarea {...control} rows={5} className={`${INPUT_CLASS} resize-y`} {...textarea} />
      )}
    </Labelled>
  );
}

export function CheckboxField({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" className="size-4 accent-teal-700" {...input} />
      {label}
    </label>
  );
}

export function SubmitButton({ children, busy }: { children: ReactNode; busy: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="w-full rounded-lg bg-teal-700 px-4 py-3 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** What refused a form's sending as a whole (no field to show it on), above its button. */
export function FormFailure({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
