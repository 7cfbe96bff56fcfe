export { facilityStatusOf, FacilityStatusTag, facilityStatusColumn, facilityStatusUrlField, FacilityStatusFilterInput, FacilityStatusBanner } from './facility-status';
export { FacilityStatusActions, type FacilityStatusActionsProps } from './facility-status.actions';
