import { Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE } from '@mk/contracts';
import { ExportButton } from '@mk/module-kit';
import { useGetLiveOrdersQuery } from '@mk/api';
import { LoadFailed, Pager } from '@mk/ui';
import { usePharmacyOptions } from '../shared/pharmacy-options';
import { LiveOrderCard } from './live-order.card';

const SELECT_ID = 'live-orders-pharmacy';

/** The chosen pharmacy and page live in the URL (`?pharmacy=…&page=…`), so a reload keeps them. */
function useLiveOrdersParams(defaultPharmacy: string | undefined) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pharmacy = params.get('pharmacy') ?? defaultPharmacy;
  const set = (next: { pharmacy?: string; page: number }) => {
    const search = new URLSearchParams(params);
    if (next.pharmacy) search.set('pharmacy', next.pharmacy);
    if (next.page > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search, { replace: true });
  };
  return { pharmacy, page, set };
}

/**
 * Live Orders (spec 2 section 2): the orders a pharmacy won, 10 a page. The pharmacy select shows
 * only when there is more than one pharmacy to choose from; the first is the default (section 6).
 */
export function LiveOrders() {
  const intl = useIntl();
  const pharmacies = usePharmacyOptions();
  const { pharmacy, page, set } = useLiveOrdersParams(pharmacies.options[0]?.value);
  const live = useGetLiveOrdersQuery({ pharmacyId: pharmacy ?? '', page, limit: LIST_PAGE_SIZE }, { skip: !pharmacy, refetchOnMountOrArgChange: true });
  const t = (id: string) => intl.formatMessage({ id: `orders.live.${id}` });

  return (
    <section aria-labelledby="live-orders-heading">
      <Typography.Title level={2} id="live-orders-heading" style={{ fontSize: 20 }}>
        {t('heading')}
      </Typography.Title>
      {pharmacies.options.length > 1 && (
        <Flex vertical gap={4} style={{ marginBlockEnd: 12 }}>
          <label htmlFor={SELECT_ID}>{t('pharmacy')}</label>
          <Select
            id={SELECT_ID}
            showSearch={{ optionFilterProp: 'label' }}
            value={pharmacy}
            options={pharmacies.options}
            onChange={(value: string) => set({ pharmacy: value, page: 1 })}
            style={{ maxWidth: 360 }}
          />
        </Flex>
      )}
      {pharmacy && (
        <Flex justify="end" style={{ marginBlockEnd: 12 }}>
          <ExportButton path="order-read/live-orders/export" filters={{ pharmacy_id: pharmacy }} />
        </Flex>
      )}
      {pharmacies.loading && <Skeleton active paragraph={{ rows: 2 }} />}
      {Boolean(pharmacies.error) && <LoadFailed title={t('pharmaciesFailed')} error={pharmacies.error} />}
      {!pharmacies.loading && !pharmacies.error && pharmacies.options.length === 0 && <Empty description={t('noPharmacy')} />}
      {pharmacy && live.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {pharmacy && live.error && <LoadFailed title={t('loadFailed')} error={live.error} onRetry={live.refetch} />}
      {pharmacy && !live.error && live.data && live.data.rows.length === 0 && <Empty description={t('empty')} />}
      {pharmacy && !live.error && live.data && live.data.rows.length > 0 && (
        <>
          <Flex vertical gap={12}>
            {live.data.rows.map((order) => (
              <LiveOrderCard key={order.sys_id} order={order} />
            ))}
          </Flex>
          <Pager page={page} count={live.data.count} pageSize={LIST_PAGE_SIZE} onChange={(next) => set({ pharmacy, page: next })} />
        </>
      )}
    </section>
  );
}
