/** Reads `{ phone_number, reset_token? }` handed over in the navigation state. */
export function phoneState(state: unknown): { phone_number: string; reset_token?: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { phone_number, reset_token } = state as Record<string, unknown>;
  if (typeof phone_number !== 'string' || phone_number === '') return null;
  return typeof reset_token === 'string' ? { phone_number, reset_token } : { phone_number };
}
