import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { QueryClientOf } from '../lib/start-query';

/** A screen of a route folder, from its module (its `index.ts`): its component and loader. */
export type RouteScreen = { Component: ComponentType; loader?: LoaderFunction };

/**
 * What a route folder's `route.ts` declares: the paths of its screens under `/:lang` and how
 * each loads, from the folder's module (a lazy chunk, fetched when one of them is first shown).
 * The app's route table is made of them (app/routes.tsx); the folder's page.ts names the same
 * paths to the server, which preloads that module (Vite's manifest key of its `index.ts`).
 */
export type PageRoute = {
  /** As React Router writes them (`ad/:adId`); '' is the language's own page (the home page). */
  paths: readonly string[];
  /** The screen at one of its paths, with its loader starting its calls. */
  screen: (path: string, queryClientOf: QueryClientOf) => Promise<RouteScreen>;
  /**
   * Who may see it: signed-in visitors (the others are sent to sign in first), or staff (the
   * moderation console: the others get the not-found page); anyone when absent.
   */
  access?: 'signed-in' | 'staff';
  /** Those of its paths only admins may see (the console's settings and content). */
  adminPaths?: readonly string[];
  /** The texts its screens need besides the app's, loaded with them. */
  texts?: 'account' | 'admin';
  /** The frame around its screens (the console's sections), at its paths' first segment. */
  layout?: () => Promise<ComponentType>;
};

/**
 * The paths and screens of a module that shows one screen at each of several paths (the sign-in
 * pages, a visitor's own pages, the console's): `screens` names each path's export.
 */
export function screensOf<Module extends Record<keyof Module, ComponentType>>(
  load: () => Promise<Module>,
  screens: Readonly<Record<string, keyof Module>>,
): Pick<PageRoute, 'paths' | 'screen'> {
  return {
    paths: Object.keys(screens),
    // Its paths are the keys of `screens`.
    screen: async (path) => ({ Component: (await load())[screens[path] as keyof Module] }),
  };
}
