import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useLocale } from '@mk/i18n';
import { RecordHistory, type RecordHistoryProps } from './record-history';

export interface HistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  history: RecordHistoryProps;
}

/** Wide enough for a change line with two dates; a narrow screen gets the whole width. */
const WIDTH = 'min(560px, 100vw)';

/**
 * A record's history in a drawer at the page's end side (the right in English, the left in Arabic),
 * for pages without tabs (a list's row, an order's card). Loaded on the first opening (history-button);
 * antd's drawer keeps the focus inside while open, closes on Escape and gives the focus back to the
 * button. The timeline stays mounted once read, so reopening it asks the server only if the record changed.
 */
export default function HistoryDrawer({ open, onClose, title, history }: HistoryDrawerProps) {
  const locale = useLocale();
  return (
    <Drawer open={open} onClose={onClose} title={title} placement={locale === 'ar' ? 'left' : 'right'} size={WIDTH}>
      <RecordHistory {...history} />
    </Drawer>
  );
}
