import { useIntl } from 'react-intl';
import { shortId } from './order-text';

/**
 * 'Order …965201fd' in the user's language, the id isolated left to right so that in Arabic its
 * ellipsis stays beside it (UX.md: mixed text is isolated). The full id shows on hover.
 */
export function OrderTitle({ orderId, messageId = 'orders.card.order' }: { orderId: string; messageId?: string }) {
  const intl = useIntl();
  return (
    <span title={orderId}>
      {intl.formatMessage(
        { id: messageId },
        {
          id: (
            <bdi dir="ltr" key="id">
              {shortId(orderId)}
            </bdi>
          ),
        },
      )}
    </span>
  );
}
