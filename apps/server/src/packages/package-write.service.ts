import type { FacilityCategory, WrittenPackage } from '@mk/contracts';
import { packageSchema, packageUpdateSchema } from '@mk/validators';
import { AccessDeniedError, isAdmin } from '../auth/policy';
import { packages } from '../db/schema';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { defineEntityWriter } from '../kit/entity-write';
import { findOwner } from './package-owners';
import { packageView } from './package.view';
import { findLivePackage } from './packages.repository';
import { assertOwnsFacility, PACKAGE_NOT_FOUND } from './packages.service';

/**
 * Package writes (POST and PATCH promotion-write/package). The owner (`clinic_id`, read by
 * `center_type`) must be a live facility of that kind, and a PIC's own (403 otherwise); an update
 * never moves a package: clinic_id and center_type are left out of a PATCH (the update form has
 * neither). A PATCH is validated over the whole merged record, so price_after, discount and the
 * dates stay consistent whichever of them it names.
 */
const packageWriter = defineEntityWriter({
  entityType: 'package',
  trash: 'PACKAGE',
  table: packages,
  createSchema: packageSchema,
  updateSchema: packageUpdateSchema,
  apart: ['clinic_id', 'center_type'],
  mediaLinks: ['promo_img'],
  errors: {
    notAnObject: () => new BadRequestError(apiError('package.not_object')),
    notFound: () => new NotFoundError(PACKAGE_NOT_FOUND),
  },
  find: findLivePackage,
  access: async (tx, user, row) => {
    const owner = await findOwner(tx, row.center_type, row.clinic_id);
    if (!isAdmin(user) && owner?.pic_id !== user.sys_id) throw new AccessDeniedError({ entityType: 'package', entityId: row.sys_id });
    return owner;
  },
  view: (row, owner): WrittenPackage => ({ ...packageView(row), owner_name: owner?.name ?? '', owner_name_ar: owner?.name_ar ?? '' }),
  onCreate: {
    // Validated with the body: clinic_id required, center_type one of the four (CLINIC by default).
    input: (body) => ({ clinic_id: body.clinic_id, center_type: body.center_type }),
    row: async ({ tx, user, values, columns }) => {
      const centerType = values.center_type as FacilityCategory;
      const ownerId = String(values.clinic_id).toLowerCase();
      const owner = isSysId(ownerId) ? await findOwner(tx, centerType, ownerId) : undefined;
      if (!owner) throw new BadRequestError(apiError('package.owner_not_found', { type: centerType, id: String(values.clinic_id) }));
      assertOwnsFacility(user, owner, OWNER_ENTITY[centerType]);
      return { ...columns, clinic_id: owner.sys_id, center_type: centerType };
    },
  },
  onUpdate: {
    changes: async ({ columns }) => columns,
  },
});

/** The audit's entity type of a refused owner. */
const OWNER_ENTITY: Record<FacilityCategory, string> = { CLINIC: 'clinic', LAB: 'center', RADIOLOGY: 'center', PHARMACY: 'pharmacy' };

export const createPackage = packageWriter.create;
export const changePackage = packageWriter.update;
