// The targets a benchmark checks: each printed with its measured value and PASS or MISS.

export type Target = { name: string; measured: string; goal: string; pass: boolean };

function format(value: number, unit: string): string {
  const number = value.toLocaleString('en-US', { maximumFractionDigits: unit === '%' ? 2 : 1 });
  return unit === '' ? number : `${number} ${unit}`;
}

export function atLeast(name: string, value: number, min: number, unit: string): Target {
  return {
    name,
    measured: format(value, unit),
    goal: `>= ${format(min, unit)}`,
    pass: value >= min,
  };
}

export function atMost(name: string, value: number, max: number, unit: string): Target {
  return {
    name,
    measured: format(value, unit),
    goal: `<= ${format(max, unit)}`,
    pass: value <= max,
  };
}

/** Prints one line per target; true when every target passes. */
export function printTargets(targets: readonly Target[]): boolean {
  const width = Math.max(...targets.map((t) => t.name.length));
  for (const t of targets) {
    console.log(
      `${t.pass ? 'PASS' : 'MISS'}  ${t.name.padEnd(width)}  ${t.measured.padStart(12)}  (target ${t.goal})`,
    );
  }
  return targets.every((t) => t.pass);
}
