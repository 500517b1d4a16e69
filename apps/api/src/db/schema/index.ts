export * from './ads.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './jobs.ts';
export * from './reviews.ts';
export * from './stores.ts';
export * from './users.ts';
export * from './messaging.ts';
