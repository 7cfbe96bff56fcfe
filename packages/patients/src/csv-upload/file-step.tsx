import { Button, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { FileDrop } from '@mk/ui';
import type { CsvSummary } from './csv-table';

export interface FileStepProps {
  file: File | null;
  summary: CsvSummary | null;
  reading: boolean;
  onFile: (file: File | null) => void;
  onNext: () => void;
}

/** Step 1: one .csv file, dropped or chosen (spec 2 section 2), and what was found in it. */
export function FileStep({ file, summary, reading, onFile, onNext }: FileStepProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `patients.upload.${id}` }, values);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ marginBlockEnd: 0 }}>{t('intro')}</Typography.Paragraph>
      <FileDrop accept=".csv" multiple={false} value={file ? [file] : []} onChange={(files) => onFile(files[0] ?? null)} label={t('drop')} />
      {summary && !reading && (
        <Typography.Text role="status">
          {t('summary', { rows: intl.formatNumber(summary.rowCount, { numberingSystem: 'latn' }), columns: summary.headers.length })}
        </Typography.Text>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="primary" onClick={onNext} disabled={reading}>
          {t('next')}
        </Button>
      </div>
    </Space>
  );
}
