import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { RecordHistoryProps } from './record-history';

const loadDrawer = () => import('./history-drawer');
const HistoryDrawer = lazy(loadDrawer);

export interface RecordHistoryButtonProps extends RecordHistoryProps {
  /**
   * The button's accessible name, starting with its visible text ('History') and naming the record:
   * 'History of promo code SAVE10' (WCAG 2.5.3), in the page's words.
   */
  label: string;
  /** The drawer's heading: which record's history it is. */
  title: ReactNode;
  /** The button's look; a link by default (a table row, a card's corner). */
  type?: ButtonProps['type'];
}

/**
 * 'History', opening a record's history (issue 29) in a drawer: for pages without tabs, where a
 * details page would have its History tab. The drawer and the timeline load on the first click
 * (their code is asked for when the pointer or the focus reaches the button), so a list page's
 * first load carries only the button (no icon either: about 0.7 kB on every page that has one), and
 * the history is read only when opened.
 */
export function RecordHistoryButton({ label, title, type = 'link', ...history }: RecordHistoryButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const warm = () => void loadDrawer();
  return (
    <>
      <Button
        type={type}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage({ id: 'ui.history.tab' })}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <HistoryDrawer open={open} onClose={() => setOpen(false)} title={title} history={history} />
        </Suspense>
      )}
    </>
  );
}
