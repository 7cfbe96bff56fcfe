import { Button, Descriptions, Result, Table, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { apiErrorText } from '@mk/i18n';
import type { RefusedRow, UploadTotals } from './upload-batches';

export interface UploadSuccessProps {
  totals: UploadTotals;
  /** The rows the server refused, with its reasons (shown in the user's language by their codes). */
  refused: RefusedRow[];
  /** Rows left out by the check in the browser; counted as rejected. */
  excluded: number;
  onBack: () => void;
}

/**
 * 'Upload Successful!' with what happened to the rows, which rows the server refused and why,
 * and 'Click here to go back' (spec 2 section 2).
 */
export function UploadSuccess({ totals, refused, excluded, onBack }: UploadSuccessProps) {
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
      {refused.length > 0 && (
        <section aria-labelledby="csv-refused-title" style={{ maxWidth: 720, marginInline: 'auto', marginBlockStart: 24 }}>
          <Typography.Title level={2} id="csv-refused-title" style={{ fontSize: 16 }}>
            {t('refusedTitle')}
          </Typography.Title>
          <Table<RefusedRow>
            size="small"
            rowKey="row"
            pagination={refused.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            dataSource={refused}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('refusedRow'), render: (row: number) => intl.formatNumber(row, { numberingSystem: 'latn', useGrouping: false }) },
              { key: 'name', dataIndex: 'name', title: t('refusedName'), render: (name: string) => <bdi>{name}</bdi> },
              {
                key: 'reason',
                dataIndex: 'reason',
                title: t('refusedReason'),
                render: (reason: string, refusal) => <bdi>{apiErrorText(intl, { code: refusal.code, message: reason })}</bdi>,
              },
            ]}
          />
        </section>
      )}
    </Result>
  );
}
