import { EnvironmentOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { OrderView } from '@mk/contracts';
import { orderAddress, shortId, useLocale } from '../shared/order-text';

/** Where an order goes: its address in the user's language, and an Open Map link in a new tab. */
export function OrderPlace({ order }: { order: Pick<OrderView, 'sys_id' | 'address' | 'address_ar' | 'map_link'> }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `orders.card.${id}` }, values);
  const address = orderAddress(order, locale);
  return (
    <Typography.Paragraph style={{ marginBlockEnd: 8 }}>
      <Typography.Text type="secondary">{t('address')}: </Typography.Text>
      {address ? <bdi>{address}</bdi> : <Typography.Text type="secondary">{t('noAddress')}</Typography.Text>}
      {order.map_link && (
        <>
          {' · '}
          {/* Underlined: inside a line of text a link must not rely on colour alone (a closed card is faded). */}
          <a href={order.map_link} target="_blank" rel="noopener noreferrer" style={{ textDecoration: 'underline' }} aria-label={t('openMapOf', { id: shortId(order.sys_id) })}>
            <EnvironmentOutlined aria-hidden /> {t('openMap')}
          </a>
        </>
      )}
    </Typography.Paragraph>
  );
}
