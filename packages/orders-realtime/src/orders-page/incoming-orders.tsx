import { Empty, Flex, Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useGetIncomingOrdersQuery } from '@mk/api';
import { LoadFailed } from '@mk/ui';
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
      {error && !data && <LoadFailed title={t('loadFailed')} error={error} onRetry={refetch} />}
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
