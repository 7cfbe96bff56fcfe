import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useGetIncomingOrdersQuery } from '@mk/api';
import { apiErrorText } from '@mk/i18n';
import { IncomingOrderCard } from './incoming-order.card';

/**
 * The incoming order requests, newest first (the server's order). Loaded when the page opens; new
 * orders arrive through the realtime events, which patch this query's cache (no polling).
 */
export function IncomingOrders() {
  const intl = useIntl();
  const { data, isLoading, error, refetch } = useGetIncomingOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  const t = (id: string) => intl.formatMessage({ id: `orders.incoming.${id}` });

  return (
    <section aria-labelledby="incoming-orders-heading">
      <Typography.Title level={2} id="incoming-orders-heading" style={{ fontSize: 20 }}>
        {t('heading')}
      </Typography.Title>
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {error && !data && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('loadFailed')}
          description={apiErrorText(intl, error)}
          action={<Button onClick={() => void refetch()}>{intl.formatMessage({ id: 'ui.common.retry' })}</Button>}
        />
      )}
      {data && data.rows.length === 0 && <Empty description={t('empty')} />}
      {data && data.rows.length > 0 && (
        <Flex vertical gap={12}>
          {data.rows.map((order) => (
            <IncomingOrderCard key={order.sys_id} order={order} />
          ))}
        </Flex>
      )}
    </section>
  );
}
