import { Outlet, ScrollRestoration } from 'react-router';

export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Nothing to show while the first route loads: the page appears complete and translated. */
export function BlankFallback() {
  return null;
}
