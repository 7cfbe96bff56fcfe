import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QrBill } from '@mk/contracts';
import { useLocale } from '@mk/i18n';
import { invoiceDocument, printDocument } from '../invoice/invoice-document';
import { invoiceModel } from '../invoice/invoice-model';
import { qrSvg } from '../invoice/qr-svg';
import { SimplifiedInvoice } from '../invoice/simplified-invoice';

/** The QR svg of a payload, drawn once per payload. */
function useQrSvg(payload: string | undefined): string | undefined {
  const [drawn, setDrawn] = useState<{ payload: string; svg: string }>();
  useEffect(() => {
    if (!payload) return;
    let current = true;
    void qrSvg(payload).then((svg) => {
      if (current) setDrawn({ payload, svg });
    });
    return () => {
      current = false;
    };
  }, [payload]);
  return drawn && drawn.payload === payload ? drawn.svg : undefined;
}

/**
 * Step two (spec 3 section 2): the bill's QR code (its ZATCA payload) and the bilingual simplified
 * tax invoice, with Print, which opens the invoice right to left in a print window.
 */
export function BillStep({ bill }: { bill: QrBill }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `qrCodes.dialog.${id}` }, values);
  const svg = useQrSvg(bill.qr_payload);
  const model = useMemo(() => invoiceModel(bill, locale), [bill, locale]);
  const [blocked, setBlocked] = useState(false);

  // The printed invoice is the Arabic one (right to left), with the same svg as on screen.
  const print = () => {
    if (!svg) return;
    setBlocked(!printDocument(invoiceDocument(invoiceModel(bill, 'ar'), svg)));
  };

  return (
    <Flex vertical gap={16}>
      <SimplifiedInvoice model={model} svg={svg} qrName={t('qrImage', { id: bill.id })} locale={locale} />
      {blocked && <Alert type="warning" showIcon role="alert" title={t('popupBlocked')} />}
      <Flex justify="center">
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={print} disabled={!svg}>
          {t('print')}
        </Button>
      </Flex>
    </Flex>
  );
}
