import * as z from 'zod';
import { idParam } from './catalog.ts';
import { serviceProvider } from './content.ts';

/**
 * The service providers an admin curates in the console (issue 47). `/ServiceProviders` ranks
 * the stores and people of the service category by their ratings; an admin may pin one to the
 * top (pinned ones first, among themselves by that rank) or take one off (spam, a closed
 * business). `listed` is the default: ranked as its ratings say.
 */

export const PROVIDER_STATES = ['listed', 'pinned', 'hidden'] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];
export const PROVIDER_KINDS = ['store', 'user'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** `PUT /admin/service-providers/{kind}/{id}`. */
export const providerParams = z.object({ kind: z.enum(PROVIDER_KINDS), id: idParam });
export const providerStateBody = z.object({ state: z.enum(PROVIDER_STATES) });
export type ProviderStateBody = z.infer<typeof providerStateBody>;

/** A provider as the console lists it: as the public list shows it, with its state. */
export const consoleProvider = serviceProvider.extend({ state: z.enum(PROVIDER_STATES) });
export type ConsoleProvider = z.infer<typeof consoleProvider>;
