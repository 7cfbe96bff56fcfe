import { CalendarOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { TITLE_LABELS, type Title } from '@mk/contracts';
import { errorMessage, useGetPhysicianQuery, type ListedPhysician } from '@mk/api';
import { DetailsAndHistory } from '@mk/module-kit';
import { Avatar, PageSection, RecordGate, useEntityRecord, useListCrumb } from '@mk/ui';
import { PHYSICIAN_FIELD_LABELS } from '../physician-form/physician-field-labels';
import { physicianArea, physicianPaths } from '../physician-paths';
import { physicianName, specializationLabel, useLocale } from '../physician-text';
import { PhysicianDataSheets } from './physician-data-sheets';

/**
 * A physician's profile (spec 1 section 2): photo, name and read-only data sheets, with 'Update
 * Time Slots' and 'Update Information'. A load failure reads 'Error: Physician {message}'. Its
 * History tab tells who changed what (issue 29).
 */
export default function PhysicianProfilePage() {
  const intl = useIntl();
  const listCrumb = useListCrumb(physicianArea);
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const entity = useEntityRecord<ListedPhysician>({ id, useQuery: useGetPhysicianQuery, fresh: true });
  const physician = entity.record;
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `physicians.profile.${key}` }, values);
  const name = physician ? physicianName(physician, locale) : '';
  const subtitle = physician
    ? [TITLE_LABELS[physician.title as Title]?.[locale], specializationLabel(physician.specialization, locale)].filter(Boolean).join(' · ')
    : undefined;

  return (
    <PageSection
      title={physician ? <bdi>{name}</bdi> : t('breadcrumb')}
      subtitle={subtitle}
      avatar={physician ? <Avatar src={physician.avatar} name={name} size="large" /> : undefined}
      breadcrumb={[listCrumb, { label: t('breadcrumb') }]}
    >
      <RecordGate entity={entity} skeleton={{ avatar: true, rows: 10 }} loadFailed={(error) => ({ title: t('loadFailed', { message: errorMessage(error) }) })}>
        {(record) => (
          <>
            <Space wrap style={{ marginBlockEnd: 16 }}>
              <Button type="primary" icon={<CalendarOutlined aria-hidden />} onClick={() => navigate(physicianPaths.schedule(record.sys_id))}>
                {t('updateSlots')}
              </Button>
              <Button icon={<EditOutlined aria-hidden />} onClick={() => navigate(physicianPaths.update(record.sys_id))}>
                {t('update')}
              </Button>
            </Space>
            <DetailsAndHistory details={<PhysicianDataSheets physician={record} />} history={{ entityType: 'physician', id: record.sys_id, fieldLabels: PHYSICIAN_FIELD_LABELS }} />
          </>
        )}
      </RecordGate>
    </PageSection>
  );
}
