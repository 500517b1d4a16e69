import type { EntityType, ValidationMessageKey } from '@souq/contracts';
import { FieldError } from '../../shared/errors.ts';

const OWN_ENTITY: Record<EntityType, ValidationMessageKey> = {
  ad: 'feedback_own_ad',
  store: 'feedback_own_store',
  user: 'feedback_self',
};

/** Nobody rates or reviews their own ad, store or profile (issue 16): a 422 on the id. */
export const ownEntityError = (type: EntityType) => new FieldError({ entity_id: OWN_ENTITY[type] });
