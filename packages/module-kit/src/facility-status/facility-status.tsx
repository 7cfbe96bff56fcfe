import { Alert, type TableColumnType } from 'antd';
import { useIntl } from 'react-intl';
import { FACILITY_STATUSES, type FacilityStatus, type FacilityStatusFields } from '@mk/contracts';
import { choiceField, choiceInput, listUrl, StatusTag, type FilterField, type FilterInputProps, type StatusTone } from '@mk/ui';

/** A facility read from an API host that predates approval carries no status: it is active. */
export const facilityStatusOf = (facility: FacilityStatusFields): FacilityStatus => facility.status ?? 'active';

// Colour is never the only signal: each tag also says its status in words.
const TAG_TONES: Record<FacilityStatus, StatusTone> = { pending: 'warning', active: 'success', suspended: 'danger' };

/** The status of a clinic, pharmacy or center in a list row. */
export function FacilityStatusTag({ facility }: { facility: FacilityStatusFields }) {
  const intl = useIntl();
  const status = facilityStatusOf(facility);
  return <StatusTag tone={TAG_TONES[status]}>{intl.formatMessage({ id: `ui.facilityStatus.${status}` })}</StatusTag>;
}

/** The list column of the status; its title is the list's `columns.status` message. */
export function facilityStatusColumn<Row extends FacilityStatusFields>(): TableColumnType<Row> {
  return { key: 'status', width: 140, render: (_, row) => <FacilityStatusTag facility={row} /> };
}

/** ADMIN's status filter in the list URL (`?status=pending`), sent to the list endpoint as `status`. */
/** A facility's `status` values by their labels, for its History tab (`valueLabels`). */
export const FACILITY_STATUS_VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: Object.fromEntries(FACILITY_STATUSES.map((status) => [status, `ui.facilityStatus.${status}`])),
};

export const facilityStatusUrlField = () => choiceField<FacilityStatus>('status', FACILITY_STATUSES);

/** The filter box's status select: Pending, Active, Suspended in the reader's language. */
export function FacilityStatusFilterInput(props: FilterInputProps<FacilityStatus | undefined>) {
  const intl = useIntl();
  // The kit's input is a plain render function (no hooks): called, not mounted, so it keeps its state.
  return choiceInput(FACILITY_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: `ui.facilityStatus.${status}` }) })))(props);
}

/**
 * What a facility's pages say while it is not active: awaiting approval, or suspended with ADMIN's
 * reason (the PIC reads why). Nothing for an active facility.
 */
export function FacilityStatusBanner({ facility }: { facility: FacilityStatusFields }) {
  const intl = useIntl();
  const status = facilityStatusOf(facility);
  if (status === 'active') return null;
  const reason = facility.status_reason?.trim();
  const title =
    status === 'pending'
      ? intl.formatMessage({ id: 'ui.facilityStatus.banner.pending' })
      : reason
        ? intl.formatMessage({ id: 'ui.facilityStatus.banner.suspended' }, { reason: <bdi key="reason">{reason}</bdi> })
        : intl.formatMessage({ id: 'ui.facilityStatus.banner.suspendedNoReason' });
  return <Alert type={status === 'pending' ? 'warning' : 'error'} showIcon title={title} role="status" style={{ marginBlockEnd: 16 }} />;
}

/** The filters of a facility list whose only filter is the status (pharmacies, centers). */
export interface FacilityStatusFilters {
  status?: FacilityStatus;
}
export const facilityStatusListUrl = listUrl<FacilityStatusFilters>({ status: facilityStatusUrlField() });
export const FACILITY_STATUS_FILTERS: FilterField<FacilityStatusFilters>[] = [{ name: 'status', input: FacilityStatusFilterInput }];
