import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { LIST_PAGE_SIZE, type QrCode } from '@mk/contracts';
import { useGetQrCodesQuery } from '@mk/api';
import { ExportButton, PHARMACY_PARAM, PharmacySelect, usePharmacyChoice } from '@mk/module-kit';
import { ListPage, listUrl, textField, type ListResult } from '@mk/ui';
import type { QrBillDialogTarget } from '../bill-dialog/qr-bill.dialog';
import { qrColumns } from './qr-columns';

// The dialog brings the qrcode library: loaded on its first opening, not with the list.
const QrBillDialog = lazy(async () => ({ default: (await import('../bill-dialog/qr-bill.dialog')).QrBillDialog }));

/** Only the chosen pharmacy travels in the URL besides the page (no filter box). */
const url = listUrl<{ pharmacy: string }>({ pharmacy: textField(PHARMACY_PARAM) });

/** The caller's pharmacies' codes (every code for an ADMIN), newest first, 10 a page. */
function useQrCodeList(_filters: { pharmacy: string }, page: number): ListResult<QrCode> {
  const { data, error, isFetching, refetch } = useGetQrCodesQuery({ page, limit: LIST_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return { rows: data?.rows, count: data?.count, error, isFetching, refetch };
}

const rowKey = (code: QrCode) => code.sys_id;

/** QR codes (route qr-codes, spec 3 section 2): the list, Create QR Code and each row's Preview. */
export default function QrCodesPage() {
  const intl = useIntl();
  const choice = usePharmacyChoice();
  const [target, setTarget] = useState<QrBillDialogTarget>();
  const columns = useMemo(() => qrColumns(intl, (code) => setTarget({ kind: 'preview', code })), [intl]);
  const pharmacyId = choice.pharmacyId;

  return (
    <ListPage<QrCode, { pharmacy: string }>
      messages="qrCodes.list"
      url={url}
      useList={useQrCodeList}
      columns={columns}
      rowKey={rowKey}
      actions={
        <Flex align="center" gap={12} wrap>
          <PharmacySelect choice={choice} labelId="qrCodes.pharmacy" />
          <ExportButton path="qrcode-read/export" />
          {!pharmacyId && <Typography.Text type="secondary">{intl.formatMessage({ id: 'qrCodes.list.noPharmacy' })}</Typography.Text>}
          <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={!pharmacyId} onClick={() => pharmacyId && setTarget({ kind: 'create', pharmacyId })}>
            {intl.formatMessage({ id: 'qrCodes.list.create' })}
          </Button>
        </Flex>
      }
    >
      {target && (
        <Suspense fallback={null}>
          <QrBillDialog target={target} onClose={() => setTarget(undefined)} />
        </Suspense>
      )}
    </ListPage>
  );
}
