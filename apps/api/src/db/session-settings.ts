/**
 * Settings of every database session the server uses, PostgreSQL's and the embedded one's.
 *
 * - `jit`: compiling costs tens of milliseconds and pays off only for long analytical queries.
 * - `plan_cache_mode`: a named statement (the ad cards, modules/ads/ad-card-rows.ts) is
 *   planned once, for any parameters: PostgreSQL's `auto` kept planning the cards anew at each
 *   use, planning costing more than running (docs/decisions/0056-prepared-cards-and-planning.md).
 *   PostgreSQL applies it to unnamed statements too: a value their plan depends on is written
 *   into their text (db/literal.ts, docs/decisions/0099-values-the-planner-sees.md).
 */
const SESSION_SETTINGS = { jit: 'off', plan_cache_mode: 'force_generic_plan' } as const;

/** The settings as PostgreSQL's startup `options` (`-c name=value …`). */
export function startupOptions(): string {
  return Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/** The settings as `set` statements, for a session that is already open. */
export function setStatements(): string {
  return Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `set ${name} = ${value};`)
    .join('\n');
}
