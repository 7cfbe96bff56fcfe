import type { ExceptionOwner } from '@mk/contracts';
import { physicianSlotMinutes, SLOT_MINUTES } from '@mk/scheduling';
import { managedCenter } from '../centers/centers.service';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { managedPackage } from '../packages/packages.service';
import { managedPhysician } from '../physicians/managed-physician';

/** A schedule whose exceptions the user may manage, and the length of its slots. */
export interface ManagedOwner {
  ownerType: ExceptionOwner;
  ownerId: string;
  slotMinutes: number;
}

/**
 * The physician, center or package (live, the PIC's own or any for ADMIN: 404 otherwise, 403 audited
 * for another PIC's), locked with `forUpdate` so two exceptions added at once are checked one after the other.
 */
export async function managedOwner(db: DbOrTx, user: AuthUser, ownerType: ExceptionOwner, ownerId: string, forUpdate = false): Promise<ManagedOwner> {
  switch (ownerType) {
    case 'physician': {
      const physician = await managedPhysician(db, user, ownerId, forUpdate);
      return { ownerType, ownerId: physician.sys_id, slotMinutes: physicianSlotMinutes(physician.consultation_duration) };
    }
    case 'center': {
      const center = await managedCenter(db, user, ownerId, { forUpdate });
      return { ownerType, ownerId: center.sys_id, slotMinutes: SLOT_MINUTES.center };
    }
    case 'package': {
      const { row } = await managedPackage(db, user, ownerId, { forUpdate });
      return { ownerType, ownerId: row.sys_id, slotMinutes: SLOT_MINUTES.package };
    }
  }
}
