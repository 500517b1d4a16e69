import type { TFunction } from 'i18next';

/** The roles the server sends: `client` (an individual) or a store's type. */
const KNOWN_ROLES = [
  'client',
  'store',
  'car_dealer',
  'real_estate_agency',
  'bike_shop',
  'equipment_rental',
  'service_provider',
  'travel_agency',
] as const;
type KnownRole = (typeof KNOWN_ROLES)[number];

function isKnownRole(role: string): role is KnownRole {
  return (KNOWN_ROLES as readonly string[]).includes(role);
}

/** An author's role for people: translated when known, else with its underscores as spaces. */
export function authorRoleLabel(t: TFunction, role: string): string {
  return isKnownRole(role) ? t(`search.roles.${role}`) : role.replace(/_/g, ' ');
}
