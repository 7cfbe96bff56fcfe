import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useOpenPdf } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { useNotify } from '@mk/ui';

/**
 * Opens an emergency prescription's PDF in a new tab (`pdf-creator/pdf/{id}`, through the signed
 * link of `useOpenPdf`, since a new tab carries no token). `name` tells the rows' buttons apart.
 */
export function PdfLinkButton({ pdfId, labelId, name }: { pdfId: string; labelId: string; name: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const { openPdf, isOpening } = useOpenPdf();
  const label = intl.formatMessage({ id: labelId });

  const open = async () => {
    try {
      await openPdf(pdfId);
    } catch (error) {
      notify.error(intl.formatMessage({ id: 'erPrescriptions.pdfFailed' }), { description: apiErrorText(intl, error) });
    }
  };

  return (
    <Button type="link" icon={<FilePdfOutlined aria-hidden />} aria-label={`${label}: ${name}`} loading={isOpening} onClick={() => void open()} style={{ paddingInline: 0 }}>
      {label}
    </Button>
  );
}
