export {
  facilityStatusOf, FacilityStatusTag, facilityStatusColumn, facilityStatusUrlField, FacilityStatusFilterInput, FacilityStatusBanner,
  facilityStatusListUrl,
  FACILITY_STATUS_VALUE_LABELS,
  FACILITY_STATUS_FILTERS,
  type FacilityStatusFilters,
} from './facility-status';
export { FacilityStatusActions, type FacilityStatusActionsProps } from './facility-status.actions';
