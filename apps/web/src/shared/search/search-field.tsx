import { Search } from 'lucide-react';
import type { RefObject } from 'react';

type SearchFieldProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  /** Also the field's accessible name. */
  placeholder: string;
  /** Enter in the field; results follow the typing, so without it Enter does nothing. */
  onSubmit?: () => void;
};

/**
 * The search field of a search modal. Esc closes the modal at once: a search field would first
 * clear itself and keep it open.
 */
export function SearchField({
  inputRef,
  value,
  onChange,
  placeholder,
  onSubmit,
}: SearchFieldProps) {
  return (
    <form
      role="search"
      className="mt-4 flex items-center gap-2 rounded-xl border border-slate-300 px-3 focus-within:border-teal-700 focus-within:ring-2 focus-within:ring-teal-700/20"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <input
        ref={inputRef}
        type="search"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          event.currentTarget.closest('dialog')?.close();
        }}
        placeholder={placeholder}
        aria-label={placeholder}
        className="w-full bg-transparent py-3 text-base outline-none placeholder:text-slate-500"
      />
    </form>
  );
}
