import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { errorMessage, useDeleteClinicMutation, useGetClinicQuery, type TaggedClinic } from '@mk/api';
import { Avatar, ConfirmDialog, PageSection, RecordGate, useEntityRecord, useNotify, useListCrumb } from '@mk/ui';
import { clinicArea, clinicPaths } from '../clinic-paths';
import { clinicName, useLocale } from '../clinic-text';
import { ClinicDataSheets } from './clinic-data-sheets';

/**
 * A clinic's profile (spec 1 section 2). 'Remove Clinic' really removes it after confirmation and
 * returns to the list; the old product left the removal unimplemented (docs/deviations.md).
 */
export default function ClinicProfilePage() {
  const intl = useIntl();
  const listCrumb = useListCrumb(clinicArea);
  const locale = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const { id = '' } = useParams();
  // Once removed, the clinic's page must not ask for it again on the way out.
  const [removed, setRemoved] = useState(false);
  const entity = useEntityRecord<TaggedClinic>({ id, useQuery: useGetClinicQuery, skip: removed });
  const clinic = entity.record;
  const [deleteClinic] = useDeleteClinicMutation();
  const [confirming, setConfirming] = useState(false);
  const t = (key: string) => intl.formatMessage({ id: `clinics.profile.${key}` });
  const name = clinic ? clinicName(clinic, locale) : '';

  const remove = async () => {
    try {
      await deleteClinic(id).unwrap();
    } catch (failure) {
      notify.error(errorMessage(failure));
      throw failure;
    }
    setRemoved(true);
    notify.success(intl.formatMessage({ id: 'clinics.list.delete.done' }, { name }));
    navigate(clinicPaths.list());
  };

  return (
    <PageSection
      title={clinic ? <bdi>{name || t('placeholders.name')}</bdi> : t('breadcrumb')}
      avatar={clinic ? <Avatar src={clinic.avatar} name={name} size="large" /> : undefined}
      breadcrumb={[listCrumb, { label: t('breadcrumb') }]}
    >
      <RecordGate entity={entity} skeleton={{ avatar: true, rows: 10 }} loadFailed={(error) => ({ title: t('loadFailed'), description: errorMessage(error) })}>
        {(record) => (
          <>
            <Space wrap style={{ marginBlockEnd: 16 }}>
              <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => navigate(clinicPaths.update(record.sys_id), { state: { clinic: record } })}>
                {t('update')}
              </Button>
              {/* Not antd's red text: too light for text on white (axe color-contrast); the dialog's OK is red. */}
              <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setConfirming(true)}>
                {t('remove')}
              </Button>
            </Space>
            <ClinicDataSheets clinic={record} />
            <ConfirmDialog open={confirming} danger title={t('removeTitle')} okText={t('removeOk')} onOk={remove} onCancel={() => setConfirming(false)}>
              {t('removeQuestion')}
            </ConfirmDialog>
          </>
        )}
      </RecordGate>
    </PageSection>
  );
}
