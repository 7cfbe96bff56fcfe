import { EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { Pharmacy } from '@mk/contracts';
import { useGetPharmacyQuery } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { DetailsAndHistory, FACILITY_STATUS_VALUE_LABELS, FacilityStatusActions, FacilityStatusBanner } from '@mk/module-kit';
import { PageSection, RecordGate, useEntityRecord, useListCrumb } from '@mk/ui';
import { PHARMACY_FIELD_LABELS } from '../pharmacy-form/pharmacy-field-labels';
import { pharmacyArea, pharmacyPaths } from '../pharmacy-paths';
import { pharmacyName, useLocale } from '../pharmacy-text';
import { PharmacyDataSheets } from './pharmacy-data-sheets';

/**
 * A pharmacy's read-only profile (spec 2 section 2): its sheets and an Update pharmacy button; while it
 * is not active, why (issue 25), and for ADMIN Approve and Suspend. Its History tab tells who changed
 * what (issue 29).
 */
export default function PharmacyProfilePage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const listCrumb = useListCrumb(pharmacyArea);
  const { id = '' } = useParams();
  const entity = useEntityRecord<Pharmacy>({ id, useQuery: useGetPharmacyQuery, fresh: true });
  const pharmacy = entity.record;
  const t = (key: string) => intl.formatMessage({ id: `pharmacies.profile.${key}` });

  return (
    <PageSection title={pharmacy ? <bdi>{pharmacyName(pharmacy, locale)}</bdi> : t('breadcrumb')} breadcrumb={[listCrumb, { label: t('breadcrumb') }]}>
      <RecordGate entity={entity} skeleton={{ rows: 8 }} loadFailed={(error) => ({ title: t('loadFailed'), description: apiErrorText(intl, error) })}>
        {(record) => (
          <>
            <FacilityStatusBanner facility={record} />
            <Space wrap style={{ marginBlockEnd: 16 }}>
              <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => navigate(pharmacyPaths.update(record.sys_id), { state: { pharmacy: record } })}>
                {t('update')}
              </Button>
              <FacilityStatusActions kind="pharmacy" facility={record} name={pharmacyName(record, locale)} />
            </Space>
            <DetailsAndHistory details={<PharmacyDataSheets pharmacy={record} />} history={{ entityType: 'pharmacy', id: record.sys_id, fieldLabels: PHARMACY_FIELD_LABELS, valueLabels: FACILITY_STATUS_VALUE_LABELS }} />
          </>
        )}
      </RecordGate>
    </PageSection>
  );
}
