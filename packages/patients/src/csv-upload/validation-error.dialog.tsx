import { Alert, Button, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LIST_PAGE_SIZE } from '@mk/contracts';
import { Pager } from '@mk/ui';
import type { CsvCheckResult, CsvIssueLine } from './csv-table';

export interface ValidationErrorDialogProps {
  /** The checked file; the dialog is open while it has issues. */
  result: CsvCheckResult | null;
  /** 'Ignore errors & upload': the rows without a required-field issue go. */
  onIgnore: () => void;
  /** 'Select another file': back to step 1, the file removed. */
  onSelectAnother: () => void;
  /** Closed (Escape, the close button): back to the matching. */
  onClose: () => void;
}

const DIALOG_WIDTH = 960;

function issueColumns(intl: IntlShape): TableColumnsType<CsvIssueLine> {
  const t = (id: string) => intl.formatMessage({ id: `patients.upload.dialog.${id}` });
  const latn = (n: number) => intl.formatNumber(n, { numberingSystem: 'latn', useGrouping: false });
  return [
    { key: 'index', title: t('columns.index'), width: 80, render: (_, issue) => latn(issue.row) },
    { key: 'name', title: t('columns.name'), render: (_, issue) => <bdi>{issue.name || '—'}</bdi> },
    { key: 'error', title: t('columns.error'), render: (_, issue) => intl.formatMessage(issue.error) },
    { key: 'value', title: t('columns.value'), render: (_, issue) => <bdi>{issue.value || '—'}</bdi> },
    {
      key: 'notes',
      title: t('columns.notes'),
      render: (_, issue) =>
        issue.note ? intl.formatMessage(issue.note) : t(issue.required ? 'notes.skipped' : 'notes.keptWithout'),
    },
  ];
}

/**
 * 'Data Validation Error' (spec 2 section 2): one line per issue (Index, Name, Error, Value,
 * Notes), 10 per page, and the two ways on. Index is the row number in the file as a spreadsheet
 * shows it. Wider than other dialogs: five columns do not fit in 500 px.
 */
export function ValidationErrorDialog({ result, onIgnore, onSelectAnother, onClose }: ValidationErrorDialogProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const columns = useMemo(() => issueColumns(intl), [intl]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `patients.upload.dialog.${id}` }, values);
  const open = result !== null && result.issues.length > 0;
  const latn = (n: number) => intl.formatNumber(n, { numberingSystem: 'latn' });
  const shown = result?.issues.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE) ?? [];
  const nothingToUpload = (result?.uploads.length ?? 0) === 0;

  return (
    <Modal
      open={open}
      title={t('title')}
      width={DIALOG_WIDTH}
      style={{ maxWidth: '100%' }}
      onCancel={onClose}
      afterClose={() => setPage(1)}
      destroyOnHidden
      footer={[
        <Button key="another" onClick={onSelectAnother}>
          {t('selectAnother')}
        </Button>,
        <Button key="ignore" type="primary" onClick={onIgnore} disabled={nothingToUpload}>
          {t('ignore')}
        </Button>,
      ]}
    >
      {result && (
        <>
          <Typography.Paragraph>
            {t('summary', {
              issueCount: result.issues.length,
              issues: latn(result.issues.length),
              rows: latn(result.rowCount),
              uploads: latn(result.uploads.length),
              excluded: latn(result.excluded),
            })}
          </Typography.Paragraph>
          {nothingToUpload && <Alert type="warning" showIcon title={t('nothingToUpload')} style={{ marginBlockEnd: 12 }} />}
          <Table<CsvIssueLine>
            size="small"
            rowKey={(issue) => `${issue.row}-${issue.field}`}
            columns={columns}
            dataSource={shown}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
          <Pager page={page} count={result.issues.length} onChange={setPage} />
        </>
      )}
    </Modal>
  );
}
