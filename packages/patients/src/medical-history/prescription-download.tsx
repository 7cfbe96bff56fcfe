import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useOpenPdf } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { useNotify } from '@mk/ui';

/**
 * A prescription's Download link (spec 2 section 2): a button that looks like a link, because the
 * PDF opens through a signed link asked for on click (a plain link's new tab carries no token).
 */
export function PrescriptionDownload({ id }: { id: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const { openPdf, isOpening } = useOpenPdf();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `patients.history.${key}` }, values);

  const download = () =>
    openPdf(id).catch((error: unknown) => notify.error(t('downloadFailed'), { description: apiErrorText(intl, error) }));

  return (
    <Button type="link" size="small" loading={isOpening} onClick={() => void download()} aria-label={t('downloadLabel', { id })} style={{ paddingInline: 0 }}>
      {t('download')}
    </Button>
  );
}
