export * from './auth.ts';
export * from './catalog.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './lang.ts';
export * from './messages.ts';
export * from './validation.ts';
