import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { FacilityStatusChange, FacilityStatusFields } from '@mk/contracts';
import { useChangeFacilityStatusMutation, type FacilityKind } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { ConfirmDialog, useNotify } from '@mk/ui';
import { facilityStatusChangeSchema, validateWith } from '@mk/validators';
import { facilityStatusOf } from './facility-status';

export interface FacilityStatusActionsProps {
  kind: FacilityKind;
  facility: FacilityStatusFields & { sys_id: string };
  /** The facility's name in the reader's language, for the dialogs and notices. */
  name: string;
}

type Asking = 'approve' | 'suspend' | null;

/**
 * ADMIN's Approve and Suspend on a facility's profile (a PIC sees neither): Approve asks first,
 * Suspend asks the reason, which the PIC will read. A refusal keeps the dialog open with the
 * server's reason.
 */
export function FacilityStatusActions({ kind, facility, name }: FacilityStatusActionsProps) {
  const intl = useIntl();
  const notify = useNotify();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const [change] = useChangeFacilityStatusMutation();
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (!admin) return null;
  const status = facilityStatusOf(facility);
  const t = (id: string) => intl.formatMessage({ id: `ui.facilityStatus.${id}` }, { name });

  const close = () => {
    setAsking(null);
    setReason('');
    setReasonError(null);
  };
  const send = async (body: FacilityStatusChange, done: string) => {
    try {
      await change({ kind, id: facility.sys_id, change: body }).unwrap();
    } catch (error) {
      notify.error(apiErrorText(intl, error));
      throw error;
    }
    notify.success(t(done));
    close();
  };
  const suspend = async () => {
    const body: FacilityStatusChange = { status: 'suspended', reason };
    const errors = await validateWith(facilityStatusChangeSchema, body);
    if (errors.reason) {
      setReasonError(intl.formatMessage(errors.reason));
      throw new Error('invalid reason');
    }
    await send({ status: 'suspended', reason: reason.trim() }, 'suspend.done');
  };

  return (
    <>
      <Space wrap>
        {status !== 'active' && (
          <Button type="primary" onClick={() => setAsking('approve')}>
            {t('actions.approve')}
          </Button>
        )}
        {status !== 'suspended' && (
          <Button danger onClick={() => setAsking('suspend')}>
            {t('actions.suspend')}
          </Button>
        )}
      </Space>
      <ConfirmDialog open={asking === 'approve'} title={t('approve.title')} okText={t('approve.ok')} onOk={() => send({ status: 'active' }, 'approve.done')} onCancel={close}>
        <Typography.Paragraph>{t('approve.question')}</Typography.Paragraph>
      </ConfirmDialog>
      <ConfirmDialog open={asking === 'suspend'} danger title={t('suspend.title')} okText={t('suspend.ok')} onOk={suspend} onCancel={close}>
        <Typography.Paragraph>{t('suspend.question')}</Typography.Paragraph>
        <label htmlFor="facility-suspend-reason" style={{ display: 'block', marginBlockEnd: 4 }}>
          {t('suspend.reason')}
        </label>
        <Input.TextArea
          id="facility-suspend-reason"
          rows={3}
          value={reason}
          status={reasonError ? 'error' : undefined}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'facility-suspend-reason-error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
        />
        {reasonError && (
          <Typography.Text id="facility-suspend-reason-error" type="danger" role="alert">
            {reasonError}
          </Typography.Text>
        )}
      </ConfirmDialog>
    </>
  );
}
