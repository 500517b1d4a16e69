import { useId, type ReactNode } from 'react';

/** A titled list of footer links. */
export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-base font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-2 space-y-1">{children}</ul>
    </section>
  );
}
