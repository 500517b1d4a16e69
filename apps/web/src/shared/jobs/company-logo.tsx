import { Building2 } from 'lucide-react';
import { useState } from 'react';

type CompanyLogoProps = { src: string | null; className?: string };

/** The company's logo, or the fallback picture when it has none or it fails to load (spec 2). */
export function CompanyLogo({ src, className = 'size-14' }: CompanyLogoProps) {
  const [broken, setBroken] = useState(false);
  if (src === null || broken) {
    return (
      <div
        data-testid="company-logo-fallback"
        className={`flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 ${className}`}
      >
        <Building2 aria-hidden="true" className="size-1/2" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={128}
      height={128}
      loading="lazy"
      decoding="async"
      onError={() => {
        setBroken(true);
      }}
      className={`shrink-0 rounded-lg border border-slate-200 bg-white object-contain ${className}`}
    />
  );
}
