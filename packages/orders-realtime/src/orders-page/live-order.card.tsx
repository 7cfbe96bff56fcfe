import { Card, Descriptions, Flex, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { OrderView } from '@mk/contracts';
import { formatSAR } from '@mk/i18n';
import { useLocale } from '../shared/order-text';
import { OrderHistoryButton } from '../shared/order-history';
import { OrderTitle } from '../shared/order-title';
import { PrescriptionButton } from '../shared/prescription.dialog';
import { DeliveryTracker } from './delivery-tracker';
import { OrderPlace } from './order-place';
import { PdfButton } from './pdf-button';

/**
 * An order this pharmacy won: who it is for, where it goes, the accepted offer's total, the
 * prescription PDF (a photo order has no PDF: its photo opens instead), the delivery tracker, and
 * its History (issue 29): the pharmacy that won it may read it, as ADMIN may.
 */
export function LiveOrderCard({ order }: { order: OrderView }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `orders.${id}` }, values);
  const hasPdf = order.product_type === 'PRESCRIPTION' && Boolean(order.product_id);

  return (
    <Card
      size="small"
      data-order={order.sys_id}
      title={<OrderTitle orderId={order.sys_id} />}
      extra={
        <Space wrap size={4}>
          {hasPdf ? <PdfButton orderId={order.sys_id} /> : <PrescriptionButton order={order} />}
          <OrderHistoryButton orderId={order.sys_id} />
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'patient', label: t('card.patient'), children: <bdi>{order.patient.name}</bdi> },
          // Digits as typed, left to right in Arabic too; a link, so a phone calls the patient.
          { key: 'phone', label: t('card.phone'), children: <a href={`tel:${order.patient.phone}`} dir="ltr">{order.patient.phone}</a> },
          ...(order.offer
            ? [
                { key: 'total', label: t('live.total'), children: <bdi>{formatSAR(Number(order.offer.total_price), locale)}</bdi> },
                { key: 'time', label: t('live.deliveryTime'), children: t('live.minutes', { n: order.offer.time_to_deliver }) },
              ]
            : []),
        ]}
      />
      <OrderPlace order={order} />
      <Flex vertical gap={8}>
        <DeliveryTracker order={order} />
      </Flex>
    </Card>
  );
}
