import { Button, Checkbox, Col, Form, Row, Select, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { CSV_COLUMN_NOT_AVAILABLE, type CsvColumnMatch } from '@mk/contracts';
import { csvColumnMatchErrors, type CsvColumnMatches, type DateOrder } from '@mk/validators';
import { columnValue, dateOrderOf, type CsvSummary } from './csv-table';

type MatchField = 'fullName' | 'firstName' | 'lastName' | 'phone' | 'nationalId' | 'dateOfBirth';

const DATE_ORDERS: DateOrder[] = ['day-first', 'month-first'];

export interface MatchStepProps {
  headers: string[];
  /** The file's summary: the date order detected per column presets the date order select. */
  summary?: Pick<CsvSummary, 'dateOrders'> | null;
  matches: CsvColumnMatches;
  onChange: (matches: CsvColumnMatches) => void;
  onBack: () => void;
  onUpload: () => void;
  /** The rows are being checked. */
  checking: boolean;
}

/**
 * Step 2: which column holds what (spec 2 section 2). Name (full, or first and last), phone and
 * national id are required; date of birth is optional; 'Data not available' is -1. Upload stays
 * disabled until `csvColumnMatchErrors` has nothing to say, and what is missing is listed. With a
 * date-of-birth column, the order of its short-form dates (day or month first) is asked, preset from
 * the file where its values tell; yyyy/mm/dd needs none, and a Hijri year (below 1500) is read as such.
 */
export function MatchStep({ headers, summary = null, matches, onChange, onBack, onUpload, checking }: MatchStepProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `patients.upload.match.${id}` }, values);
  const missing = csvColumnMatchErrors(matches);
  const options = [
    { value: CSV_COLUMN_NOT_AVAILABLE as CsvColumnMatch, label: t('notAvailable') },
    ...headers.map((header, index) => ({ value: columnValue(index) as CsvColumnMatch, label: header || t('unnamed', { n: index + 1 }) })),
  ];

  const select = (field: MatchField) => (
    <Form.Item label={t(field)} htmlFor={`csv-match-${field}`} required={field !== 'dateOfBirth'}>
      <Select<CsvColumnMatch>
        id={`csv-match-${field}`}
        value={matches[field]}
        onChange={(value) =>
          // A date column chosen: its order as the file shows it (the user may still change it).
          onChange({ ...matches, [field]: value, ...(field === 'dateOfBirth' && { dateOrder: dateOrderOf(summary, value) }) })
        }
        options={options}
        // antd's placeholder grey fails the contrast check (axe): the label says what to choose.
        placeholder=""
        virtual={false}
      />
    </Form.Item>
  );
  const column = { xs: 24, md: 12 };
  const birthMatched = matches.dateOfBirth !== undefined && matches.dateOfBirth !== CSV_COLUMN_NOT_AVAILABLE;

  return (
    <Form layout="vertical" onFinish={onUpload} aria-label={t('label')}>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      <Form.Item>
        <Checkbox checked={matches.splitName} onChange={(event) => onChange({ ...matches, splitName: event.target.checked })}>
          {t('splitName')}
        </Checkbox>
      </Form.Item>
      <Row gutter={[16, 0]}>
        {matches.splitName ? (
          <>
            <Col {...column}>{select('firstName')}</Col>
            <Col {...column}>{select('lastName')}</Col>
          </>
        ) : (
          <Col {...column}>{select('fullName')}</Col>
        )}
        <Col {...column}>{select('phone')}</Col>
        <Col {...column}>{select('nationalId')}</Col>
        <Col {...column}>{select('dateOfBirth')}</Col>
        {birthMatched && (
          <Col {...column}>
            <Form.Item label={t('dateOrder')} htmlFor="csv-match-dateOrder" extra={t('dateOrderHint')}>
              <Select<DateOrder>
                id="csv-match-dateOrder"
                value={matches.dateOrder ?? 'month-first'}
                onChange={(dateOrder) => onChange({ ...matches, dateOrder })}
                options={DATE_ORDERS.map((order) => ({ value: order, label: t(`dateOrders.${order}`) }))}
                virtual={false}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      {missing.length > 0 && (
        <div role="status" style={{ marginBlockEnd: 16 }}>
          <Typography.Text strong>{t('missing')}</Typography.Text>
          <ul style={{ marginBlock: 4, paddingInlineStart: 20 }}>
            {missing.map((message) => (
              <li key={message.id}>
                <Typography.Text type="danger">{intl.formatMessage(message)}</Typography.Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Space style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button htmlType="button" onClick={onBack} disabled={checking}>
          {t('back')}
        </Button>
        <Button type="primary" htmlType="submit" disabled={missing.length > 0 || checking}>
          {t('upload')}
        </Button>
      </Space>
    </Form>
  );
}
