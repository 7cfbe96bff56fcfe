import { Alert } from 'antd';
import { useIntl } from 'react-intl';

/** Spec 1 section 1: a global banner marks the product as beta, always. */
export function BetaBanner() {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'shell.beta' });
  // A static notice, not an alert (role "note": not announced on every page), in its own named region.
  return (
    <section aria-label={text}>
      <Alert type="warning" banner showIcon role="note" title={text} />
    </section>
  );
}
