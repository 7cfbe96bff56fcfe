import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { QrCode } from '@mk/contracts';
import { ButtonCell } from '@mk/ui';

const STATUS_COLOURS = { NEW: 'blue', BILLED: 'green' } as const;

/** QR code id, status and the row's Preview (spec 3 section 2). */
export function qrColumns(intl: IntlShape, preview: (code: QrCode) => void): TableColumnsType<QrCode> {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return [
    { key: 'code', render: (_, code) => <bdi style={{ fontFamily: 'monospace' }}>{code.code}</bdi> },
    {
      key: 'status',
      render: (_, code) => <Tag color={STATUS_COLOURS[code.status] ?? 'default'}>{t(`qrCodes.status.${code.status}`)}</Tag>,
    },
    {
      key: 'actions',
      render: (_, code) => (
        <ButtonCell kind="secondary" onClick={() => preview(code)} ariaLabel={t('qrCodes.list.previewOf', { code: code.code })}>
          {t('qrCodes.list.preview')}
        </ButtonCell>
      ),
    },
  ];
}
