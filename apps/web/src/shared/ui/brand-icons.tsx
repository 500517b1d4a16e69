import type { SVGProps } from 'react';

export type Brand =
  'facebook' | 'x' | 'whatsapp' | 'telegram' | 'instagram' | 'googlePlay' | 'apple';

/**
 * A decorative brand mark: the link around it carries the accessible name. The marks are one
 * cached sprite (public/brand-icons.svg), not script: they never change on the client.
 */
export function BrandIcon({ brand, ...props }: { brand: Brand } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <use href={`/brand-icons.svg#${brand}`} />
    </svg>
  );
}
