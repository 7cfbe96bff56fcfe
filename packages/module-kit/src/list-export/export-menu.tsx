import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';
import { EXPORT_FORMATS, type ExportFormat } from '@mk/contracts';
import { useExportListMutation, type ListExportArgs } from '@mk/api';
import { apiErrorText, useLocale } from '@mk/i18n';
import { useNotify } from '@mk/ui';

export interface ExportMenuProps {
  /** The list's export route under the API host (`clinic-read/export`). */
  path: string;
  /** The list's current filters, as its endpoint takes them (a list page's `query`); paging is dropped. */
  filters?: ListExportArgs['filters'];
  /** While the filters are no file to ask for (a half-typed range): the button cannot be used. */
  disabled?: boolean;
}

/**
 * A list's Export (issue 29): CSV or an Excel workbook of the rows of the current filters, every
 * page, in the page's language. The button says the file is being prepared until it is saved, and
 * a refusal shows the server's reason.
 */
export default function ExportMenu({ path, filters, disabled = false }: ExportMenuProps) {
  const intl = useIntl();
  const locale = useLocale();
  const notify = useNotify();
  const [exportList, { isLoading }] = useExportListMutation();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: `ui.export.${key}` }, values);

  const run = async (format: ExportFormat) => {
    try {
      const { fileName } = await exportList({ path, format, lang: locale, filters }).unwrap();
      notify.success(t('done', { fileName }));
    } catch (error) {
      notify.error(t('failed'), { description: apiErrorText(intl, error) });
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      disabled={isLoading || disabled}
      menu={{
        'aria-label': t('menu'),
        items: EXPORT_FORMATS.map((format) => ({ key: format, label: t(format) })),
        onClick: ({ key }) => void run(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined aria-hidden />} loading={isLoading} disabled={disabled} aria-busy={isLoading}>
        {isLoading ? t('preparing') : t('label')}
      </Button>
    </Dropdown>
  );
}
