import type { ProviderKind, ProviderState } from '@souq/contracts';
import { and, eq } from 'drizzle-orm';
import { serviceProviderChoices } from '../../db/schema/index.ts';
import type { Transaction } from '../moderation/account-restrictions.repository.ts';

const choiceOf = (kind: ProviderKind, id: number) =>
  and(eq(serviceProviderChoices.kind, kind), eq(serviceProviderChoices.entityId, id));

/**
 * What an admin chose for a provider, locked until the transaction ends; `listed` without a
 * choice.
 */
export async function stateOf(
  tx: Transaction,
  kind: ProviderKind,
  id: number,
): Promise<ProviderState> {
  const [row] = await tx
    .select({ state: serviceProviderChoices.state })
    .from(serviceProviderChoices)
    .where(choiceOf(kind, id))
    .for('update');
  return row?.state ?? 'listed';
}

/** Keeps a choice; `listed`, the default, is kept as no row. */
export async function writeState(
  tx: Transaction,
  kind: ProviderKind,
  id: number,
  state: ProviderState,
): Promise<void> {
  if (state === 'listed') {
    await tx.delete(serviceProviderChoices).where(choiceOf(kind, id));
    return;
  }
  await tx
    .insert(serviceProviderChoices)
    .values({ kind, entityId: id, state })
    .onConflictDoUpdate({
      target: [serviceProviderChoices.kind, serviceProviderChoices.entityId],
      set: { state, chosenAt: new Date() },
    });
}
