import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` that carries a server-rendered page's state. */
export const SSR_STATE_ID = 'ssr-state';

/** What the server rendered a page from: the query cache and the router's loader data. */
export type SsrState = { queries: DehydratedState; router: HydrationState };

/** The state of a server-rendered page (entry-server.tsx), or null for a client-rendered one. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
