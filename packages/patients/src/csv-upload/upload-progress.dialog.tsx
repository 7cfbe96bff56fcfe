import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { DIALOG_MAX_WIDTH } from '@mk/contracts';
import { stoppedAt } from './upload-batches';
import type { UploadPhase } from './use-patient-upload';

export interface UploadProgressDialogProps {
  phase: UploadPhase;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * 'Uploading...' with count/total and a bar (spec 2 section 2, UX.md). It cannot be closed while
 * the upload runs. When a batch is refused it says which rows went in and which did not, and
 * offers to go on from the refused batch.
 */
export function UploadProgressDialog({ phase, onRetry, onClose }: UploadProgressDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `patients.upload.progress.${id}` }, values);
  const latn = (n: number) => intl.formatNumber(n, { numberingSystem: 'latn', useGrouping: false });
  const open = phase.kind === 'archiving' || phase.kind === 'sending' || phase.kind === 'failed';
  if (!open) return null;

  const { run } = phase;
  const failed = phase.kind === 'failed';
  const percent = run.total === 0 ? 0 : Math.floor((run.sent / run.total) * 100);
  const count = `${latn(run.sent)}/${latn(run.total)}`;
  const stop = stoppedAt(run);

  return (
    <Modal
      open
      title={failed ? t('failedTitle') : t('title')}
      width={DIALOG_MAX_WIDTH}
      style={{ maxWidth: '100%' }}
      closable={failed}
      keyboard={failed}
      mask={{ closable: false }}
      onCancel={failed ? onClose : undefined}
      footer={
        failed
          ? [
              <Button key="close" onClick={onClose}>
                {t('close')}
              </Button>,
              <Button key="retry" type="primary" onClick={onRetry}>
                {t('retry')}
              </Button>,
            ]
          : null
      }
    >
      <Progress percent={percent} status={failed ? 'exception' : 'active'} showInfo={false} aria-label={t('bar')} />
      <Typography.Paragraph role="status" style={{ textAlign: 'center', fontSize: 18, marginBlock: 8 }}>
        <bdi>{count}</bdi>
      </Typography.Paragraph>
      {phase.kind === 'archiving' && <Typography.Paragraph type="secondary">{t('archiving')}</Typography.Paragraph>}
      {failed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={phase.message}
          description={
            <>
              <Typography.Paragraph style={{ marginBlockEnd: 4 }}>
                {stop.batchesDone === 0 || stop.lastRowDone === undefined
                  ? t('noneDone')
                  : t('done', { sent: latn(run.sent), total: latn(run.total), totalCount: run.total, batches: latn(stop.batchesDone), row: latn(stop.lastRowDone) })}
              </Typography.Paragraph>
              {stop.firstRowLeft !== undefined && (
                <Typography.Paragraph style={{ marginBlockEnd: 0 }}>
                  {t('left', { left: latn(stop.left), leftCount: stop.left, row: latn(stop.firstRowLeft) })}
                </Typography.Paragraph>
              )}
            </>
          }
        />
      )}
    </Modal>
  );
}
