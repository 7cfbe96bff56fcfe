import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { DIALOG_MAX_WIDTH, SET_PASSWORD_LINK_HOURS } from '@mk/contracts';
import { useNotify } from '@mk/ui';

/** A link to show: whose it is, and whether the account is new or the password was reset. */
export interface ShownLink {
  url: string;
  name: string;
  reason: 'created' | 'reset';
}

/**
 * The one-time set-password link, shown once to the ADMIN to hand over (the product sends no
 * e-mail): the link, a Copy button, and how long and how often it works. The server keeps only its
 * hash, so closing the dialog loses it; a new one takes a reset.
 */
export function SetPasswordLinkDialog({ link, onClose }: { link: ShownLink | null; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const t = (id: string) => intl.formatMessage({ id: `users.link.${id}` }, { name: link?.name ?? '', hours: SET_PASSWORD_LINK_HOURS });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link?.url ?? '');
      notify.success(t('copied'));
    } catch {
      notify.error(t('copyFailed'));
    }
  };
  return (
    <Modal
      open={link !== null}
      title={t('title')}
      width={DIALOG_MAX_WIDTH}
      style={{ maxWidth: '100%' }}
      onCancel={onClose}
      destroyOnHidden
      // Only Done closes it on purpose: a click beside the dialog would lose the link for good.
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {link && (
        <>
          <Typography.Paragraph>{t(link.reason)}</Typography.Paragraph>
          <Space.Compact style={{ width: '100%', marginBlockEnd: 12 }}>
            <Input aria-label={t('label')} readOnly value={link.url} dir="ltr" onFocus={(event) => event.target.select()} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {t('copy')}
            </Button>
          </Space.Compact>
          <Typography.Paragraph type="secondary">{t('validity')}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
