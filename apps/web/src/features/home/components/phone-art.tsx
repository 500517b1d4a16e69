/** A phone drawn in SVG, tinted with its promo's accent colour. */
export function PhoneArt({ accent }: { accent: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 64 120"
      className="h-28 w-auto shrink-0 -rotate-6 drop-shadow-lg rtl:rotate-6"
    >
      <rect
        x="2"
        y="2"
        width="60"
        height="116"
        rx="11"
        fill="#020617"
        stroke={accent}
        strokeWidth="2.5"
      />
      <rect x="7" y="12" width="50" height="96" rx="5" fill={accent} opacity="0.3" />
      <circle cx="32" cy="7" r="1.8" fill={accent} />
      <circle cx="22" cy="40" r="12" fill={accent} opacity="0.55" />
      <circle cx="42" cy="70" r="16" fill={accent} opacity="0.35" />
      <rect x="14" y="94" width="36" height="6" rx="3" fill={accent} opacity="0.8" />
    </svg>
  );
}
