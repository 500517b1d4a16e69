import {
  createContext,
  Suspense,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { yieldToMain } from '../lib/yield-to-main';

/**
 * Hydration in turns. Preact hydrates a page in one task; on a slow phone the whole page is one
 * task of several hundred milliseconds in which a tap waits. A section in `HydrateLater` is left
 * as the server rendered it by that task and hydrates in a task of its own after it (Preact keeps
 * the server's DOM of a component that suspends while hydrating, and resumes there), one section
 * a task, in the page's order. A section inside a section takes a turn after its outer one.
 *
 * What a section renders must be the server's page when its turn comes: its parent must not
 * re-render it with other props in between. The start (app/start.tsx) sees to that: the page is
 * not alive until every section has hydrated, and until then a tap on a link or a button is kept
 * and replayed after (public/start-after-paint.js); no data of an anonymous visitor's page
 * changes that fast.
 */

/** A section's turn: `done` once it may hydrate, `hydrated` once it has. */
type Turn = { promise: Promise<void>; done: boolean; hydrated: boolean };

let hydrating = false;
let waiting = 0;
let lastTurn: Promise<void> = Promise.resolve();
let whenAllHydrated: (() => void) | undefined;

function takeTurn(): Turn {
  waiting += 1;
  lastTurn = lastTurn.then(yieldToMain);
  const turn: Turn = { promise: lastTurn, done: false, hydrated: false };
  void turn.promise.then(() => {
    turn.done = true;
  });
  return turn;
}

function sectionHydrated(turn: Turn): void {
  turn.hydrated = true;
  waiting -= 1;
  if (waiting > 0 || !whenAllHydrated) return;
  const then = whenAllHydrated;
  whenAllHydrated = undefined;
  then();
}

/**
 * Runs `hydrate` (which hydrates the page at once, as Preact does) with the sections in
 * `HydrateLater` left for their turns.
 */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Calls `then` once every section left for later has hydrated (at once if none is left). */
export function afterHydration(then: () => void): void {
  if (waiting === 0) then();
  else whenAllHydrated = then;
}

/** The turn of the section around: while it hydrates, a section inside takes a later one. */
const OuterTurn = createContext<Turn | null>(null);

function Gate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  // Suspense's protocol: a thrown promise suspends the component until it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (turn && !turn.done) throw turn.promise;
  useLayoutEffect(() => {
    if (turn) sectionHydrated(turn);
  }, [turn]);
  return (
    <OuterTurn.Provider value={turn}>
      {/* One element whatever the section renders: Preact keeps one DOM node of a component
          that suspends (and none of a section that renders nothing). It is not a box. */}
      <div className="contents">{children}</div>
    </OuterTurn.Provider>
  );
}

/** Hydrates `children` in a turn of its own after the rest of the page; else renders them. */
export function HydrateLater({ children }: { children: ReactNode }) {
  const outer = useContext(OuterTurn);
  const [turn] = useState(() =>
    hydrating || (outer !== null && !outer.hydrated) ? takeTurn() : null,
  );
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  );
}
