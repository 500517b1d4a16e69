/**
 * One simple drawing per top-level category, in a 200 × 150 box, so pictures are
 * recognisable without text (fonts may be missing where the seed runs).
 */
type Motif = (body: string, accent: string) => string;

const car: Motif = (body, accent) =>
  `<path d="M20 95 L45 60 L140 60 L170 90 L185 95 L185 115 L20 115 Z" fill="${body}"/>` +
  `<path d="M55 66 L135 66 L155 90 L50 90 Z" fill="${accent}" opacity="0.55"/>` +
  `<circle cx="55" cy="118" r="17" fill="#1f2933"/><circle cx="55" cy="118" r="7" fill="#cbd2d9"/>` +
  `<circle cx="150" cy="118" r="17" fill="#1f2933"/><circle cx="150" cy="118" r="7" fill="#cbd2d9"/>`;

const house: Motif = (body, accent) =>
  `<polygon points="100,15 180,75 20,75" fill="${accent}"/>` +
  `<rect x="35" y="75" width="130" height="65" fill="${body}"/>` +
  `<rect x="88" y="100" width="24" height="40" fill="${accent}"/>` +
  `<rect x="50" y="88" width="24" height="20" fill="#fdf6e3"/><rect x="126" y="88" width="24" height="20" fill="#fdf6e3"/>`;

const bike: Motif = (body, accent) =>
  `<circle cx="50" cy="105" r="32" fill="none" stroke="#1f2933" stroke-width="7"/>` +
  `<circle cx="150" cy="105" r="32" fill="none" stroke="#1f2933" stroke-width="7"/>` +
  `<path d="M50 105 L85 55 L130 55 L150 105 M85 55 L100 105 L130 55 M100 105 L50 105" fill="none" stroke="${body}" stroke-width="7" stroke-linejoin="round"/>` +
  `<path d="M78 45 L98 45 M130 55 L125 38 L140 38" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>`;

const crane: Motif = (body, accent) =>
  `<rect x="40" y="30" width="14" height="110" fill="${body}"/>` +
  `<rect x="20" y="25" width="160" height="12" fill="${body}"/>` +
  `<path d="M150 37 L150 85" stroke="#1f2933" stroke-width="3"/>` +
  `<rect x="135" y="85" width="30" height="22" fill="${accent}"/>` +
  `<rect x="20" y="132" width="70" height="12" fill="#1f2933"/>`;

const tools: Motif = (body, accent) =>
  `<rect x="30" y="65" width="140" height="70" rx="8" fill="${body}"/>` +
  `<path d="M75 65 L75 45 L125 45 L125 65" fill="none" stroke="${body}" stroke-width="9"/>` +
  `<rect x="30" y="88" width="140" height="10" fill="${accent}"/>` +
  `<rect x="92" y="84" width="16" height="18" rx="3" fill="#f5f7fa"/>`;

const landscape: Motif = (body, accent) =>
  `<circle cx="150" cy="40" r="22" fill="#ffd166"/>` +
  `<polygon points="10,120 70,45 120,120" fill="${body}"/>` +
  `<polygon points="80,120 130,65 190,120" fill="${accent}"/>` +
  `<path d="M0 125 Q25 115 50 125 T100 125 T150 125 T200 125 L200 150 L0 150 Z" fill="#3a86ff" opacity="0.8"/>`;

const briefcase: Motif = (body, accent) =>
  `<rect x="30" y="50" width="140" height="85" rx="10" fill="${body}"/>` +
  `<path d="M80 50 L80 35 L120 35 L120 50" fill="none" stroke="${body}" stroke-width="9"/>` +
  `<rect x="30" y="82" width="140" height="8" fill="${accent}"/>`;

const MOTIFS: Record<string, Motif> = {
  cars: car,
  'real-estate': house,
  bikes: bike,
  rent: crane,
  services: tools,
  travel: landscape,
  jobs: briefcase,
};

/** The motif placed at (x, y) with the given width in pixels. */
export function motif(
  slug: string,
  x: number,
  y: number,
  width: number,
  body: string,
  accent: string,
): string {
  const draw = MOTIFS[slug] ?? tools;
  return `<g transform="translate(${x} ${y}) scale(${width / 200})">${draw(body, accent)}</g>`;
}
