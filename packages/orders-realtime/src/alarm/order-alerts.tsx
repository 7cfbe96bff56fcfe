import { BellOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { ordersApi } from '@mk/api';
import { OFFER_WINDOW_SECONDS, type NewOrderEvent, type OfferActionEvent, type OrderView } from '@mk/contracts';
import { onRealtimeEvent, selectUser, useAppDispatch } from '@mk/session';
import { offerPath, ORDERS_PATH } from '../order-paths';
import '../realtime/orders-cache';
import { onOfferAction, stopWatchingOffers, watchStoredOffers } from '../realtime/offer-watch';
import { orderAddress, shortId, useLocale } from '../shared/order-text';
import { chime } from './alarm-sound';
import { Ringer } from './ringer';

const newOrderKey = (orderId: string) => `new-order-${orderId}`;
const outcomeKey = (offerId: string) => `offer-outcome-${offerId}`;

/**
 * The orders module's shell component (spec 2, "Application-level alerts"), on every page:
 * - `new_order`: a 'New Order' notification per order, which stays until someone acts, and one
 *   alarm sound repeating while any of them waits (see Ringer). Clicking the notification or its
 *   Send Offer button opens create-offer/{sys_id}; either, or closing it, acknowledges that order.
 *   When the order's offer window closes nothing can be done with it: its notification goes. Opening
 *   the order's offer form by any way (its card's Send Offer too) acknowledges it as well.
 * - an offer of ours accepted: 'Offer Accepted Prepare Now' with the sound once and a way to
 *   Orders, until closed; declined or lost to another pharmacy: a quiet notice.
 */
export default function OrderAlerts() {
  const { notification } = App.useApp();
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const locale = useLocale();
  const userId = useSelector(selectUser)?.sys_id;
  // The socket handlers live as long as the session; they reach the current tools through this.
  const tools = useRef({ notification, intl, navigate, dispatch, locale });
  tools.current = { notification, intl, navigate, dispatch, locale };
  const dismissOrder = useRef<(orderId: string) => void>(() => undefined);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!userId) return;
    const sound = chime();
    const ringer = new Ringer(sound);
    const windowEnds = new Map<string, ReturnType<typeof setTimeout>>();
    const text = (id: string, values?: Record<string, ReactNode>) => tools.current.intl.formatMessage({ id }, values);
    // The order as its card on the Orders page names it.
    const orderText = (id: string, orderId: string) => text(id, { id: <bdi key="id">{shortId(orderId)}</bdi> });

    const acknowledge = (orderId: string) => {
      ringer.acknowledge(orderId);
      clearTimeout(windowEnds.get(orderId));
      windowEnds.delete(orderId);
    };
    const dismiss = (orderId: string) => {
      acknowledge(orderId);
      tools.current.notification.destroy(newOrderKey(orderId));
    };
    dismissOrder.current = dismiss;
    const openOffer = (orderId: string) => {
      dismiss(orderId);
      tools.current.navigate(offerPath(orderId));
    };
    const dismissWhenWindowCloses = (orderId: string, seconds: number) => {
      clearTimeout(windowEnds.get(orderId));
      windowEnds.set(orderId, setTimeout(() => dismiss(orderId), seconds * 1000));
    };

    const showNewOrder = (orderId: string, order?: OrderView) => {
      const address = order && orderAddress(order, tools.current.locale);
      tools.current.notification.open({
        key: newOrderKey(orderId),
        icon: <BellOutlined aria-hidden />,
        title: text('orderAlerts.newOrder.title'),
        description: (
          <>
            <div>{orderText('orderAlerts.newOrder.order', orderId)}</div>
            {address && <div>{address}</div>}
          </>
        ),
        duration: 0,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              openOffer(orderId);
            }}
          >
            {text('orderAlerts.newOrder.sendOffer')}
          </Button>
        ),
        onClick: () => openOffer(orderId),
        onClose: () => acknowledge(orderId),
      });
    };

    const onNewOrder = async ({ sys_id: orderId }: NewOrderEvent) => {
      if (ringer.isWaiting(orderId)) return;
      ringer.ring(orderId);
      showNewOrder(orderId);
      dismissWhenWindowCloses(orderId, OFFER_WINDOW_SECONDS);
      // The same request the Orders page's cache makes for this order (RTK Query sends it once).
      const { data: order } = await tools.current.dispatch(ordersApi.endpoints.getOrder.initiate(orderId, { subscribe: false }));
      if (!order || !ringer.isWaiting(orderId)) return;
      showNewOrder(orderId, order);
      dismissWhenWindowCloses(orderId, order.seconds_left);
    };

    const onOutcome = (event: OfferActionEvent) => {
      const key = outcomeKey(event.offer_id);
      const description = orderText('orderAlerts.offer.order', event.order_id);
      if (event.action !== 'accepted') {
        tools.current.notification.info({ key, title: text(`orderAlerts.offer.${event.action}`), description });
        return;
      }
      sound.play();
      tools.current.notification.success({
        key,
        title: text('orderAlerts.offer.accepted'),
        description,
        duration: 0,
        actions: (
          <Button
            size="small"
            onClick={() => {
              tools.current.notification.destroy(key);
              tools.current.navigate(ORDERS_PATH);
            }}
          >
            {text('orderAlerts.offer.openOrders')}
          </Button>
        ),
      });
    };

    watchStoredOffers(userId);
    const stops = [onRealtimeEvent('new_order', onNewOrder), onOfferAction(onOutcome)];
    return () => {
      stops.forEach((stop) => stop());
      stopWatchingOffers();
      ringer.silence();
      sound.dispose();
      windowEnds.forEach((timer) => clearTimeout(timer));
    };
  }, [userId]);

  // The PIC answering from the card rather than the notification: that order needs no more ringing.
  const offering = /^\/create-offer\/([^/]+)$/.exec(pathname)?.[1];
  useEffect(() => {
    if (offering) dismissOrder.current(decodeURIComponent(offering));
  }, [offering]);

  return null;
}
