import { Tag, Typography, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import type { Locale, OrderHistoryRow, OrderHistoryState } from '@mk/contracts';
import { formatInRiyadh, formatSAR } from '@mk/i18n';
import { OrderTitle } from '../shared/order-title';
import { formatDuration, minutesBetween } from './durations';

const t = (key: string) => `orders.archive.${key}`;

const STATE_COLORS: Record<OrderHistoryState, string> = {
  WAITING: 'default',
  PREPARING: 'processing',
  ON_WAY: 'gold',
  DELIVERED: 'success',
  CANCELED: 'error',
};

const money = (amount: string, locale: Locale) => <bdi dir="ltr">{formatSAR(Number(amount), locale)}</bdi>;
const NONE = '—';

function StateCell({ row }: { row: OrderHistoryRow }) {
  const intl = useIntl();
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' }}>
      <Tag color={STATE_COLORS[row.state]}>{intl.formatMessage({ id: t(`states.${row.state}`) })}</Tag>
      {row.state === 'CANCELED' && row.cancel_reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {intl.formatMessage({ id: t('cancelReason') }, { reason: <bdi key="reason">{row.cancel_reason}</bdi> })}
        </Typography.Text>
      )}
    </span>
  );
}

function OffersCell({ row, locale }: { row: OrderHistoryRow; locale: Locale }) {
  const intl = useIntl();
  const count = intl.formatMessage({ id: t('offerCount') }, { count: row.offers.length });
  if (row.offers.length === 0) return <span>{count}</span>;
  // A disclosure: the count, and on opening each pharmacy's total and what became of its offer.
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>{count}</summary>
      <ul style={{ margin: 0, paddingInlineStart: 16 }}>
        {row.offers.map((offer) => (
          <li key={offer.sys_id}>
            {intl.formatMessage(
              { id: t('offerLine') },
              {
                pharmacy: <bdi key="pharmacy">{offer.pharmacy_name}</bdi>,
                total: <span key="total">{money(offer.total_price, locale)}</span>,
                status: intl.formatMessage({ id: t(`offerStatus.${offer.status}`) }),
              },
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

function TimesCell({ row }: { row: OrderHistoryRow }) {
  const intl = useIntl();
  const steps: [string, string | null, string | null][] = [
    ['toFirstOffer', row.createdAt, row.first_offer_at],
    ['toAcceptance', row.first_offer_at, row.accepted_at],
    ['toDelivery', row.accepted_at, row.delivered_at],
  ];
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {steps.map(([key, start, end]) => {
        const minutes = minutesBetween(start, end);
        return (
          <li key={key}>
            {intl.formatMessage({ id: t(`times.${key}`) }, { duration: minutes === undefined ? NONE : formatDuration(intl, minutes) })}
          </li>
        );
      })}
    </ul>
  );
}

/** Order, placed at, patient, state (and a cancellation's reason), accepted pharmacy and total, offers, times (issue 30). */
export function archiveColumns(locale: Locale): TableColumnsType<OrderHistoryRow> {
  return [
    { key: 'order', render: (_, row) => <OrderTitle orderId={row.sys_id} messageId={t('orderTitle')} /> },
    { key: 'placedAt', render: (_, row) => <bdi dir="ltr">{formatInRiyadh(row.createdAt)}</bdi> },
    {
      key: 'patient',
      render: (_, row) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
          <bdi>{row.patient.name}</bdi>
          <bdi dir="ltr">{row.patient.phone}</bdi>
        </span>
      ),
    },
    { key: 'state', render: (_, row) => <StateCell row={row} /> },
    {
      key: 'accepted',
      render: (_, row) =>
        row.accepted_pharmacy ? (
          <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
            <bdi>{row.accepted_pharmacy.name}</bdi>
            {row.accepted_total !== null && money(row.accepted_total, locale)}
          </span>
        ) : (
          NONE
        ),
    },
    { key: 'offers', render: (_, row) => <OffersCell row={row} locale={locale} /> },
    { key: 'times', render: (_, row) => <TimesCell row={row} /> },
  ];
}
