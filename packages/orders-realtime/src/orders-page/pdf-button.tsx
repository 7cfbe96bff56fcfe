import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { useOpenPdf } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { useNotify } from '@mk/ui';
import { shortId } from '../shared/order-text';

/**
 * The download-PDF icon of a live order: `pdf-creator/pdf/{id}` takes the order's id (the server
 * finds its prescription). A new tab sends no token: `useOpenPdf` opens it through a signed link.
 */
export function PdfButton({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const { openPdf, isOpening } = useOpenPdf();
  const label = intl.formatMessage({ id: 'orders.live.pdf' }, { id: shortId(orderId) });

  const open = async () => {
    try {
      await openPdf(orderId);
    } catch (error) {
      notify.error(intl.formatMessage({ id: 'orders.live.pdfFailed' }, { message: apiErrorText(intl, error) }));
    }
  };

  return (
    <Tooltip title={label}>
      <Button icon={<FilePdfOutlined aria-hidden />} aria-label={label} loading={isOpening} onClick={() => void open()} />
    </Tooltip>
  );
}
