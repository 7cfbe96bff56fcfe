import { CheckCircleOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useWithdrawOfferMutation } from '@mk/api';
import type { OrderView } from '@mk/contracts';
import { apiErrorText, formatInRiyadh, formatSAR, useLocale } from '@mk/i18n';
import { selectUser } from '@mk/session';
import { StatusTag, useNotify } from '@mk/ui';
import { useCountdown } from '../shared/countdown';
import { CountdownTag } from '../shared/countdown-tag';
import { OrderHistoryButton } from '../shared/order-history';
import { OrderTitle } from '../shared/order-title';
import { PrescriptionButton } from '../shared/prescription.dialog';
import { offerPath } from '../order-paths';
import { OrderPlace } from './order-place';

/** What the card says of our offer on the order, once made (the server's `my_offer`). */
function MyOfferNote({ offer }: { offer: NonNullable<OrderView['my_offer']> }) {
  const intl = useIntl();
  const locale = useLocale();
  if (offer.status === 'declined') return <StatusTag tone="neutral">{intl.formatMessage({ id: 'orders.incoming.offerDeclined' })}</StatusTag>;
  return (
    <StatusTag tone="success" icon={<CheckCircleOutlined aria-hidden />}>
      {intl.formatMessage({ id: 'orders.incoming.offerSent' }, { total: <bdi key="total">{formatSAR(Number(offer.total_price), locale)}</bdi> })}
    </StatusTag>
  );
}

/**
 * Takes our live offer back (issue 30) after a confirmation, while the patient has not answered and
 * the window is open; the card then offers Send Offer again (the server's refusal is said if the
 * patient answered meanwhile).
 */
function WithdrawOfferButton({ order, offerId }: { order: OrderView; offerId: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const [withdraw, withdrawing] = useWithdrawOfferMutation();
  const t = (id: string) => intl.formatMessage({ id: `orders.incoming.${id}` });
  const confirm = async () => {
    try {
      await withdraw({ offerId, orderId: order.sys_id }).unwrap();
      notify.success(t('withdrawn'));
    } catch (error) {
      notify.error(apiErrorText(intl, error));
    }
  };
  return (
    <Popconfirm title={t('withdrawQuestion')} okText={t('withdraw')} cancelText={t('keepOffer')} onConfirm={confirm}>
      <Button icon={<RollbackOutlined aria-hidden />} loading={withdrawing.isLoading}>
        {t('withdraw')}
      </Button>
    </Popconfirm>
  );
}

/**
 * One incoming order: its id and time, where it goes, the mm:ss left in its five-minute offer
 * window, and Send Offer. When the window closes the card stays, greyed and saying so, with Send
 * Offer disabled (the next load of the list leaves it out: the server lists open windows only).
 * Once we have offered, the card says so with our total instead of offering Send Offer again.
 * ADMIN also has the order's History (issue 29); a pharmacy's PIC reads only the history of an
 * order their pharmacy won (Live Orders), so theirs has none here.
 */
export function IncomingOrderCard({ order }: { order: OrderView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const admin = useSelector(selectUser)?.role === 'ADMIN';
  const countdown = useCountdown(order.seconds_left);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `orders.${id}` }, values);

  return (
    <Card
      size="small"
      data-order={order.sys_id}
      aria-disabled={countdown.closed}
      className={countdown.closed ? 'mk-order-closed' : undefined}
      style={countdown.closed ? { opacity: 0.6 } : undefined}
      title={<OrderTitle orderId={order.sys_id} />}
      extra={<CountdownTag countdown={countdown} messages="orders.incoming" />}
    >
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 4 }}>
        {t('card.receivedAt', { time: formatInRiyadh(order.createdAt, 'HH:mm') })}
      </Typography.Paragraph>
      <OrderPlace order={order} />
      <Space wrap>
        {order.my_offer ? (
          <>
            <MyOfferNote offer={order.my_offer} />
            {order.my_offer.status === 'live' && !countdown.closed && <WithdrawOfferButton order={order} offerId={order.my_offer.sys_id} />}
          </>
        ) : (
          <Button type="primary" icon={<SendOutlined aria-hidden />} disabled={countdown.closed} onClick={() => navigate(offerPath(order.sys_id))}>
            {t('incoming.sendOffer')}
          </Button>
        )}
        <PrescriptionButton order={order} />
        {admin && <OrderHistoryButton orderId={order.sys_id} />}
      </Space>
    </Card>
  );
}
