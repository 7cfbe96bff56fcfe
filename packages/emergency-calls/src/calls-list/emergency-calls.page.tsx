import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { LIST_PAGE_SIZE, type EmergencyCall } from '@mk/contracts';
import { useGetAcceptedEmergencyCallsQuery } from '@mk/api';
import { useLocale } from '@mk/i18n';
import { ExportButton, PHARMACY_PARAM, PharmacySelect, usePharmacyChoice } from '@mk/module-kit';
import { ListPage, listUrl, textField, type ListResult } from '@mk/ui';
import { callColumns } from './call-columns';

/** Only the pharmacy travels in the URL besides the page (no filter box). */
const url = listUrl<{ pharmacy: string }>({ pharmacy: textField(PHARMACY_PARAM) });

/** The chosen pharmacy's accepted calls, 10 a page, asked again on every visit. */
function useCallList(_filters: { pharmacy: string }, page: number): ListResult<EmergencyCall> {
  const { pharmacyId } = usePharmacyChoice();
  const { data, error, isFetching, refetch } = useGetAcceptedEmergencyCallsQuery(
    { pharmacyId: pharmacyId ?? '', page, limit: LIST_PAGE_SIZE },
    { skip: !pharmacyId, refetchOnMountOrArgChange: true },
  );
  return { rows: data?.data ?? (pharmacyId ? undefined : []), count: data?.count ?? 0, error, isFetching, refetch };
}

const rowKey = (call: EmergencyCall) => call.temp_appointment_id;

/** Emergency calls (er-calls): the emergency calls the pharmacy accepted, latest first. */
export default function EmergencyCallsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const choice = usePharmacyChoice();
  const columns = useMemo(() => callColumns(locale, intl.formatMessage({ id: 'emergencyCalls.list.unknown' })), [locale, intl]);
  return (
    <ListPage<EmergencyCall, { pharmacy: string }>
      messages="emergencyCalls.list"
      url={url}
      useList={useCallList}
      columns={columns}
      rowKey={rowKey}
      header={<PharmacySelect choice={choice} labelId="emergencyCalls.pharmacy" />}
      actions={choice.pharmacyId ? <ExportButton path="emergency-read/accepted-calls/export" filters={{ pharmacy_id: choice.pharmacyId }} /> : undefined}
      empty={() => (choice.pharmacyId ? 'empty' : 'noPharmacy')}
    />
  );
}
