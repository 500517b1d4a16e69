/**
 * What the app and its libraries import as `react`: Preact's compatibility layer, with React 19's
 * `ref` prop, the two React 19 hooks it lacks (react-leaflet calls `use`, the sign-in form
 * `useEffectEvent`) and a
 * useSyncExternalStore that reads the server's snapshot on the server and while hydrating, as
 * React's does (Preact's ignores it: hooks that read `window` then fail on the server).
 */
import compat, {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  type Context,
} from 'preact/compat';

import { options, type VNode } from 'preact';

export * from 'preact/compat';

// React 19 passes `ref` to a function component as a prop (the app's form fields hand it on to
// their input, where react-hook-form's `register` needs it); Preact 10 keeps it for itself.
const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  if (typeof type === 'function' && !('render' in (type.prototype ?? {})) && vnode.ref) {
    (vnode.props as Record<string, unknown>).ref = vnode.ref;
    vnode.ref = null;
  }
  previousVnode?.(vnode);
};

let hydrating = false;

/** Set by react-dom/client's hydrateRoot (src/preact/client.ts) while it hydrates. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const read =
    getServerSnapshot && (import.meta.env.SSR || hydrating) ? getServerSnapshot : getSnapshot;
  const value = read();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const latest = useRef({ value, getSnapshot });
  useLayoutEffect(() => {
    latest.current = { value, getSnapshot };
    // After hydration: the browser's snapshot, if it differs from the server's.
    if (!Object.is(value, getSnapshot())) rerender();
  });
  useEffect(() => {
    const check = () => {
      if (!Object.is(latest.current.value, latest.current.getSnapshot())) rerender();
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

type Tracked<T> = PromiseLike<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** React's `use`: a context's value, or a promise's (suspending until it settles). */
export function use<T>(usable: Context<T> | PromiseLike<T>): T {
  if (!('then' in usable)) return useContext(usable);
  const promise = usable as Tracked<T>;
  if (promise.status === 'fulfilled') return promise.value as T;
  if (promise.status === 'rejected') throw promise.reason;
  if (promise.status === undefined) {
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
      },
    );
  }
  throw promise;
}

/** React's useEffectEvent: a stable function that calls the latest render's `handler`. */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

export default { ...compat, use, useEffectEvent, useSyncExternalStore };
