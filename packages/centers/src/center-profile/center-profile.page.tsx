import { ClockCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type { Center } from '@mk/contracts';
import { useDeleteCenterMutation, useGetCenterQuery } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { Avatar, ConfirmDialog, PageSection, RecordGate, useEntityRecord, useListCrumb, useNotify } from '@mk/ui';
import { centerArea, centerPaths } from '../center-paths';
import { centerName, useLocale } from '../center-text';
import { CenterDataSheets } from './center-data-sheets';

/**
 * A center's profile (spec 3 section 2): its five sheets, Update Center, the operating hours, and
 * a remove that really removes after confirmation (the old dialog did nothing: docs/deviations.md).
 */
export default function CenterProfilePage() {
  const intl = useIntl();
  const listCrumb = useListCrumb(centerArea);
  const locale = useLocale();
  const navigate = useNavigate();
  const notify = useNotify();
  const { id = '' } = useParams();
  // Once removed, the page must not ask for the center again on the way out.
  const [removed, setRemoved] = useState(false);
  const entity = useEntityRecord<Center>({ id, useQuery: useGetCenterQuery, fresh: true, skip: removed });
  const center = entity.record;
  const [deleteCenter] = useDeleteCenterMutation();
  const [confirming, setConfirming] = useState(false);
  const t = (key: string) => intl.formatMessage({ id: `centers.profile.${key}` });
  const name = center ? centerName(center, locale) : '';

  const remove = async () => {
    try {
      await deleteCenter(id).unwrap();
    } catch (failure) {
      notify.error(apiErrorText(intl, failure));
      throw failure;
    }
    setRemoved(true);
    notify.success(intl.formatMessage({ id: 'centers.list.delete.done' }, { name }));
    navigate(centerPaths.list());
  };

  return (
    <PageSection
      title={center ? <bdi>{name}</bdi> : t('breadcrumb')}
      avatar={center ? <Avatar src={center.avatar} name={name} size="large" /> : undefined}
      breadcrumb={[listCrumb, { label: t('breadcrumb') }]}
    >
      <RecordGate entity={entity} skeleton={{ avatar: true, rows: 10 }} loadFailed={(error) => ({ title: t('loadFailed'), description: apiErrorText(intl, error) })}>
        {(record) => (
          <>
            <Space wrap style={{ marginBlockEnd: 16 }}>
              <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => navigate(centerPaths.update(record.sys_id), { state: { center: record } })}>
                {t('update')}
              </Button>
              <Button icon={<ClockCircleOutlined aria-hidden />} onClick={() => navigate(centerPaths.hours(record.sys_id))}>
                {t('hours')}
              </Button>
              {/* Not antd's red text: too light for text on white (axe color-contrast); the dialog's OK is red. */}
              <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setConfirming(true)}>
                {t('remove')}
              </Button>
            </Space>
            <CenterDataSheets center={record} />
            <ConfirmDialog open={confirming} danger title={t('removeTitle')} okText={t('removeOk')} onOk={remove} onCancel={() => setConfirming(false)}>
              {t('removeQuestion')}
            </ConfirmDialog>
          </>
        )}
      </RecordGate>
    </PageSection>
  );
}
