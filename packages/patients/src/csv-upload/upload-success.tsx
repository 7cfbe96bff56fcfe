import { Button, Descriptions, Result } from 'antd';
import { useIntl } from 'react-intl';
import type { UploadTotals } from './upload-batches';

export interface UploadSuccessProps {
  totals: UploadTotals;
  /** Rows left out by the check in the browser; counted as rejected. */
  excluded: number;
  onBack: () => void;
}

/** 'Upload Successful!' with what happened to the rows, and 'Click here to go back' (spec 2 section 2). */
export function UploadSuccess({ totals, excluded, onBack }: UploadSuccessProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `patients.upload.success.${id}` }, values);
  const latn = (n: number) => intl.formatNumber(n, { numberingSystem: 'latn' });
  const rejected = totals.rejected + excluded;
  return (
    <Result
      status="success"
      title={t('title')}
      extra={
        <Button type="link" onClick={onBack}>
          {t('back')}
        </Button>
      }
    >
      <Descriptions
        column={1}
        size="small"
        bordered
        style={{ maxWidth: 480, marginInline: 'auto' }}
        items={[
          { key: 'created', label: t('created'), children: latn(totals.created) },
          { key: 'existing', label: t('existing'), children: latn(totals.existing) },
          {
            key: 'rejected',
            label: t('rejected'),
            children: rejected === 0 ? latn(0) : t('rejectedDetail', { total: latn(rejected), file: latn(excluded), server: latn(totals.rejected) }),
          },
        ]}
      />
    </Result>
  );
}
