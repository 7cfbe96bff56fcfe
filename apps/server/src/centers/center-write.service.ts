import { centerSchema, centerUpdateSchema } from '@mk/validators';
import { assertCanAccess, resolvePicIdForCreate } from '../auth/policy';
import { centers } from '../db/schema';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { initialFacilityStatus } from '../auth/facility-gate';
import { defineEntityWriter } from '../kit/entity-write';
import { centerView } from './center.view';
import { findLiveCenter } from './centers.repository';
import { CENTER_NOT_FOUND } from './centers.service';

/**
 * Center writes (POST, PATCH and DELETE center-write). Only an ADMIN registers (the route), naming
 * a PIC administrator in charge ('Please choose a person in charge' otherwise). An update never
 * moves a center: id, sys_id and pic_id in its body are ignored (spec 3 section 5), and it is
 * validated with the register rules less the logo over the whole merged record. DELETE hides the
 * center from every listing and keeps the row (docs/deviations.md: the old product only showed a notice).
 */
const centerWriter = defineEntityWriter({
  entityType: 'center',
  trash: 'CENTER',
  table: centers,
  createSchema: centerSchema,
  updateSchema: centerUpdateSchema,
  blankAsNull: true,
  mediaLinks: ['avatar'],
  errors: {
    notAnObject: () => new BadRequestError(apiError('center.not_object')),
    notFound: () => new NotFoundError(CENTER_NOT_FOUND),
  },
  find: findLiveCenter,
  access: (_tx, user, row) => assertCanAccess(user, row, 'center'),
  view: (row) => centerView(row),
  onCreate: {
    row: async ({ tx, user, body, columns }) => ({
      ...columns,
      pic_id: await resolvePicIdForCreate(tx, user, body.pic_id),
      // Only ADMIN registers centers today (the route): active. Kept by the rule, should a PIC ever register one.
      status: initialFacilityStatus(user),
    }),
  },
  onUpdate: {
    changes: async ({ columns }) => columns,
  },
});

export const createCenter = centerWriter.create;
export const changeCenter = centerWriter.update;
export const removeCenter = centerWriter.remove;
