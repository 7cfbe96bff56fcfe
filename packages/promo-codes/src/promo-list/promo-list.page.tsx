import type { TableColumnType } from 'antd';
import { useMemo } from 'react';
import { LIST_PAGE_SIZE } from '@mk/contracts';
import { type PromoCode } from '../contract';
import { useGetPromoCodesQuery } from '../promo-codes.api';
import { useLocale } from '@mk/i18n';
import { ExportButton } from '@mk/module-kit';
import { ListPage, PAGE_ONLY, type ListResult } from '@mk/ui';
import { promoPaths } from '../promo-paths';
import { promoColumns } from './promo-columns';
import { PromoHistoryButton } from './promo-history';

const rowKey = (code: PromoCode) => code.sys_id;
/** Actions: the row's History. */
const historyColumn: TableColumnType<PromoCode> = { key: 'actions', render: (_, code) => <PromoHistoryButton code={code} /> };

function usePromoCodeList(_filters: unknown, page: number): ListResult<PromoCode> {
  // Every visit asks the server again: a code created a moment ago must show.
  const { data, error, isFetching, refetch } = useGetPromoCodesQuery({ page, limit: LIST_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return { rows: data?.rows, count: data?.count ?? 0, error, isFetching, refetch };
}

/**
 * The promo codes (spec 3 section 2), for ADMIN, newest first, 10 per page, with 'Create a new
 * code'; the discount shows as a percentage and the entity type in the user's language. Codes have
 * no details page: each row's History opens who created it and with what (issue 29) in a drawer.
 */
export default function PromoListPage() {
  const locale = useLocale();
  const columns = useMemo(() => [...promoColumns(locale), historyColumn], [locale]);
  return (
    <ListPage<PromoCode, Record<string, never>>
      messages="promoCodes.list"
      url={PAGE_ONLY}
      useList={usePromoCodeList}
      create={promoPaths.create()}
      actions={<ExportButton path="promotion-read/promo-codes/export" />}
      columns={columns}
      rowKey={rowKey}
    />
  );
}
