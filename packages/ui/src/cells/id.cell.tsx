import { CopyOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../notify';

export interface IdCellProps {
  id: string | number;
}

/** The last 4 characters of an id, expandable to the whole, with a copy button (spec 1 section 2). */
export function IdCell({ id }: IdCellProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [expanded, setExpanded] = useState(false);
  const full = String(id);
  const short = full.slice(-4);
  const shown = expanded || full.length <= 4 ? full : `…${short}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(full);
      notify.success(intl.formatMessage({ id: 'ui.cells.id.copied' }, { id: full }));
    } catch {
      notify.error(intl.formatMessage({ id: 'ui.cells.id.copyFailed' }));
    }
  };

  return (
    <Space size={4} className="mk-id-cell">
      <Tooltip title={expanded ? undefined : full}>
        <Button
          type="link"
          size="small"
          aria-expanded={expanded}
          // The name starts with the visible text (WCAG 2.5.3, axe label-content-name-mismatch).
          aria-label={`${shown} (${intl.formatMessage({ id: expanded ? 'ui.cells.id.collapse' : 'ui.cells.id.expand' })})`}
          onClick={() => setExpanded((value) => !value)}
          style={{ paddingInline: 0, fontFamily: 'monospace' }}
        >
          <bdi>{shown}</bdi>
        </Button>
      </Tooltip>
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined />}
        aria-label={intl.formatMessage({ id: 'ui.cells.id.copy' }, { id: full })}
        onClick={() => void copy()}
      />
    </Space>
  );
}
