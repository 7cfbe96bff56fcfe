import { Steps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DELIVERY_STATES, type DeliveryState, type OrderView } from '@mk/contracts';
import { useUpdateOrderStateMutation } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { ErrorBanner } from '@mk/ui';
import { shortId } from '../shared/order-text';

/**
 * The delivery of an accepted order, WAITING → PREPARING → ON_WAY → DELIVERED (spec 2 section 4).
 * A later step may be clicked, directly or skipping one; the step shown moves only when the server
 * answers ok (its reply says where the delivery now is), never on the click itself. The current
 * and completed steps are not clickable, nor is any while a change is under way.
 */
export function DeliveryTracker({ order }: { order: Pick<OrderView, 'sys_id' | 'delivery_state'> }) {
  const intl = useIntl();
  const [update, { isLoading: saving }] = useUpdateOrderStateMutation();
  // What the server last said: the order as listed, or the reply of this tracker's own change.
  const [answered, setAnswered] = useState<{ from: DeliveryState; state: DeliveryState } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A newer listing of the order wins over an older reply.
  const state = answered && answered.from === order.delivery_state ? answered.state : order.delivery_state;
  const current = DELIVERY_STATES.indexOf(state);

  const choose = async (index: number) => {
    if (saving || index <= current) return;
    setFailure(null);
    try {
      const reply = await update({ sys_id: order.sys_id, delivery_state: DELIVERY_STATES[index] }).unwrap();
      setAnswered({ from: order.delivery_state, state: reply.delivery_state });
    } catch (error) {
      setFailure(intl.formatMessage({ id: 'orders.tracker.failed' }, { message: apiErrorText(intl, error) }));
    }
  };

  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'orders.tracker.label' }, { id: shortId(order.sys_id) })} aria-busy={saving}>
      <Steps
        size="small"
        current={current}
        onChange={(index) => void choose(index)}
        items={DELIVERY_STATES.map((step, index) => ({
          key: step,
          title: intl.formatMessage({ id: `orders.tracker.states.${step}` }),
          disabled: saving || index <= current,
          ...(index === current && index === DELIVERY_STATES.length - 1 ? { status: 'finish' as const } : {}),
        }))}
      />
      <ErrorBanner message={failure} onClear={() => setFailure(null)} />
    </div>
  );
}
