import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** The recovery codes, shown once, with a Copy button (one code a line) and Done. */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `session.twoFactor.${id}` });
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <div>
      <h3 style={{ marginBlock: '0 0.5em' }}>{t('recoveryTitle')}</h3>
      <Alert type="warning" showIcon title={t('recoveryHelp')} style={{ marginBlockEnd: 12 }} />
      {/* Codes are typed as shown: kept left-to-right in Arabic. */}
      <ol dir="ltr" aria-label={t('recoveryTitle')} style={{ fontFamily: 'monospace', columns: 2, marginBlock: '0 12px' }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {copied ? t('copied') : t('copy')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {doneLabel ?? t('done')}
        </Button>
      </div>
    </div>
  );
}
