import type { AutocompleteOption } from '@mk/ui';

export interface PerEntityOutcome {
  created: AutocompleteOption[];
  failed: { entity: AutocompleteOption; error: unknown }[];
}

/**
 * One promo code per entity (spec 3 section 4): one request each, one after the other, so the
 * outcome says exactly which entities got the code. A refusal does not stop the others (a code
 * taken for one physician may still be free for the next).
 */
export async function createPerEntity(entities: AutocompleteOption[], create: (entityId: string) => Promise<unknown>): Promise<PerEntityOutcome> {
  const outcome: PerEntityOutcome = { created: [], failed: [] };
  for (const entity of entities) {
    try {
      await create(entity.value);
      outcome.created.push(entity);
    } catch (error) {
      outcome.failed.push({ entity, error });
    }
  }
  return outcome;
}
