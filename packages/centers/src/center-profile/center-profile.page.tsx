import { ClockCircleOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { Center } from '@mk/contracts';
import { useDeleteCenterMutation, useGetCenterQuery } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { DetailsAndHistory, FACILITY_STATUS_VALUE_LABELS, FacilityStatusActions, FacilityStatusBanner } from '@mk/module-kit';
import { Avatar, PageSection, RecordGate, useEntityRecord, useListCrumb, useRecordRemoval } from '@mk/ui';
import { CENTER_FIELD_LABELS } from '../center-form/center-field-labels';
import { centerArea, centerPaths } from '../center-paths';
import { centerName, useLocale } from '../center-text';
import { CenterDataSheets } from './center-data-sheets';

/**
 * A center's profile (spec 3 section 2): its five sheets, Update Center, the operating hours, and
 * a remove that really removes after confirmation (the old dialog did nothing: docs/deviations.md);
 * while it is not active, why (issue 25), and for ADMIN Approve and Suspend. Its History tab tells
 * who changed what (issue 29).
 */
export default function CenterProfilePage() {
  const intl = useIntl();
  const listCrumb = useListCrumb(centerArea);
  const locale = useLocale();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [deleteCenter] = useDeleteCenterMutation();
  const removal = useRecordRemoval<Center>({
    messages: 'centers.profile',
    area: centerArea,
    remove: (center) => deleteCenter(center.sys_id).unwrap(),
    done: 'centers.list.delete.done',
  });
  const entity = useEntityRecord<Center>({ id, useQuery: useGetCenterQuery, fresh: true, skip: removal.removed });
  const center = entity.record;
  const t = (key: string) => intl.formatMessage({ id: `centers.profile.${key}` });
  const name = center ? centerName(center, locale) : '';

  return (
    <PageSection
      title={center ? <bdi>{name}</bdi> : t('breadcrumb')}
      avatar={center ? <Avatar src={center.avatar} name={name} size="large" /> : undefined}
      breadcrumb={[listCrumb, { label: t('breadcrumb') }]}
    >
      <RecordGate entity={entity} skeleton={{ avatar: true, rows: 10 }} loadFailed={(error) => ({ title: t('loadFailed'), description: apiErrorText(intl, error) })}>
        {(record) => (
          <>
            <FacilityStatusBanner facility={record} />
            <Space wrap style={{ marginBlockEnd: 16 }}>
              <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => navigate(centerPaths.update(record.sys_id), { state: { center: record } })}>
                {t('update')}
              </Button>
              <Button icon={<ClockCircleOutlined aria-hidden />} onClick={() => navigate(centerPaths.hours(record.sys_id))}>
                {t('hours')}
              </Button>
              {removal.button(record)}
              <FacilityStatusActions kind="center" facility={record} name={centerName(record, locale)} />
            </Space>
            <DetailsAndHistory details={<CenterDataSheets center={record} />} history={{ entityType: 'center', id: record.sys_id, fieldLabels: CENTER_FIELD_LABELS, valueLabels: FACILITY_STATUS_VALUE_LABELS }} />
            {removal.dialog}
          </>
        )}
      </RecordGate>
    </PageSection>
  );
}
