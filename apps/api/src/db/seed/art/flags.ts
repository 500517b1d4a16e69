import type { FlagDesign } from '@souq/contracts';

const WIDTH = 90;
const HEIGHT = 60;

function star(cx: number, cy: number, r: number, color: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

/** A simplified flag: equal stripes, an optional hoist band and small stars. */
export function flag(design: FlagDesign): string {
  const n = design.stripes.length;
  const stripes = design.stripes
    .map(
      (color, i) =>
        `<rect y="${(HEIGHT / n) * i}" width="${WIDTH}" height="${HEIGHT / n}" fill="${color}"/>`,
    )
    .join('');
  const hoist = !design.hoist
    ? ''
    : design.hoist.shape === 'bar'
      ? `<rect width="${WIDTH / 4}" height="${HEIGHT}" fill="${design.hoist.color}"/>`
      : `<polygon points="0,0 ${WIDTH / 3},${HEIGHT / 2} 0,${HEIGHT}" fill="${design.hoist.color}"/>`;
  const count = design.emblem?.count ?? 0;
  const stars = Array.from({ length: count }, (_, i) =>
    star((WIDTH / (count + 1)) * (i + 1), HEIGHT / 2, 7, design.emblem?.color ?? '#ffffff'),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${stripes}${hoist}${stars}</svg>`;
}
