import type { ComponentProps } from 'react';

/** A checkbox drawn as an on/off switch: its knob moves to the end side when on. */
export function Switch({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700 has-disabled:cursor-not-allowed">
      <input
        type="checkbox"
        role="switch"
        className="relative h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-teal-700 checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-50 rtl:checked:before:-translate-x-4"
        {...input}
      />
      {label}
    </label>
  );
}
