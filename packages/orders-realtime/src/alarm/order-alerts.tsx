import { BellOutlined } from '@ant-design/icons';
import { Button, notification as antdNotification } from 'antd';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { ordersApi } from '@mk/api';
import { OFFER_WINDOW_SECONDS, type Locale, type NewOrderEvent, type OfferActionEvent, type OrderCanceledEvent, type OrderView } from '@mk/contracts';
import { NavbarTool } from '@mk/module-kit';
import { onRealtimeEvent, selectUser, useAppDispatch } from '@mk/session';
import { offerPath, ORDERS_PATH } from '../order-paths';
import '../realtime/orders-cache';
import { onOfferAction, stopWatchingOffers } from '../realtime/offer-watch';
import { orderAddress, shortId, useLocale } from '../shared/order-text';
import { chime } from './alarm-sound';
import { ChimeControl } from './chime-control';
import { isChimeQuiet } from './chime-mute';
import { Ringer } from './ringer';

const newOrderKey = (orderId: string) => `new-order-${orderId}`;
const outcomeKey = (offerId: string) => `offer-outcome-${offerId}`;
const MANY_KEY = 'new-orders';

/** Beyond this many waiting orders, one 'n new orders' notice stands for them all. */
export const MOST_NEW_ORDER_NOTICES = 3;
/** Below antd's modals (1000) and their masks, so an open dialog is never covered by an alert. */
export const ALERTS_Z_INDEX = 999;
/** Below the navbar's 64 px, as the shell's other notices (issue 16). */
const NOTICE_TOP = 72;

/** The side opposite the reading start: top right in English, top left in Arabic (the sidebar's side stays clear). */
export const alertPlacement = (locale: Locale) => (locale === 'ar' ? 'topLeft' : 'topRight');

/*
 * The alerts' own layer: antd draws notifications at z-index 2050, above modals. Inside a fixed
 * element of z-index ALERTS_Z_INDEX (a stacking context) they stay below any modal.
 */
function alertsLayer(): HTMLElement {
  const layer = document.createElement('div');
  layer.className = 'mk-order-alerts-layer';
  Object.assign(layer.style, { position: 'fixed', top: '0', left: '0', width: '0', height: '0', zIndex: String(ALERTS_Z_INDEX) });
  return layer;
}

/**
 * The orders module's shell component (spec 2, "Application-level alerts"), on every page:
 * - `new_order`: a 'New Order' notification per order, which stays until someone acts, and one
 *   alarm sound repeating while any of them waits (see Ringer). Clicking the notification or its
 *   Send Offer button opens create-offer/{sys_id}; either, or closing it, acknowledges that order.
 *   When the order's offer window closes nothing can be done with it: its notification goes. Opening
 *   the order's offer form by any way (its card's Send Offer too) acknowledges it as well. Beyond
 *   three waiting orders one 'n new orders' notice, leading to Orders, stands for them all.
 * - the chime is quiet while muted or snoozed (the navbar's control, ChimeControl) and while the
 *   offer form of any order is open: the pharmacist is answering one already.
 * - an offer of ours accepted: 'Offer Accepted Prepare Now' with the sound once and a way to
 *   Orders, until closed; declined or lost to another pharmacy: a quiet notice.
 * - the incoming list is held for the session: its answer names our live offers (`my_offer`),
 *   whose outcomes are then listened to (realtime/offer-watch), whatever page is open.
 * The alerts sit on the side opposite the reading start, below any open modal.
 */
export default function OrderAlerts() {
  const layer = useRef<HTMLElement | null>(null);
  layer.current ??= alertsLayer();
  const [notification, holder] = antdNotification.useNotification({ top: NOTICE_TOP, stack: false, getContainer: () => layer.current! });
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
  // The offer form of some order is open (create-offer/{id}).
  const offering = /^\/create-offer\/([^/]+)$/.exec(pathname)?.[1];
  const answering = useRef(false);
  answering.current = Boolean(offering);

  useEffect(() => {
    const current = layer.current!;
    document.body.appendChild(current);
    return () => current.remove();
  }, []);

  useEffect(() => {
    if (!userId) return;
    const sound = chime();
    const ringer = new Ringer(sound, () => isChimeQuiet() || answering.current);
    const windowEnds = new Map<string, ReturnType<typeof setTimeout>>();
    // The orders waiting for someone to act, with the order once fetched.
    const waiting = new Map<string, OrderView | undefined>();
    const placement = () => alertPlacement(tools.current.locale);
    const text = (id: string, values?: Record<string, ReactNode>) => tools.current.intl.formatMessage({ id }, values);
    // The order as its card on the Orders page names it.
    const orderText = (id: string, orderId: string) => text(id, { id: <bdi key="id">{shortId(orderId)}</bdi> });

    const acknowledge = (orderId: string) => {
      ringer.acknowledge(orderId);
      clearTimeout(windowEnds.get(orderId));
      windowEnds.delete(orderId);
      waiting.delete(orderId);
    };
    const dismiss = (orderId: string) => {
      acknowledge(orderId);
      tools.current.notification.destroy(newOrderKey(orderId));
      showWaiting();
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
        placement: placement(),
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
        onClose: () => {
          acknowledge(orderId);
          showWaiting();
        },
      });
    };

    // Every waiting order acknowledged at once (the 'n new orders' notice answered or closed).
    const acknowledgeAll = () => [...waiting.keys()].forEach(acknowledge);
    const showMany = () => {
      tools.current.notification.open({
        key: MANY_KEY,
        placement: placement(),
        icon: <BellOutlined aria-hidden />,
        title: text('orderAlerts.newOrder.many', { count: waiting.size, n: String(waiting.size) }),
        duration: 0,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              acknowledgeAll();
              tools.current.notification.destroy(MANY_KEY);
              tools.current.navigate(ORDERS_PATH);
            }}
          >
            {text('orderAlerts.newOrder.openOrders')}
          </Button>
        ),
        onClose: acknowledgeAll,
      });
    };
    /** One notice per waiting order, or one for them all beyond MOST_NEW_ORDER_NOTICES. */
    const showWaiting = () => {
      if (waiting.size > MOST_NEW_ORDER_NOTICES) {
        waiting.forEach((_order, orderId) => tools.current.notification.destroy(newOrderKey(orderId)));
        showMany();
        return;
      }
      tools.current.notification.destroy(MANY_KEY);
      waiting.forEach((order, orderId) => showNewOrder(orderId, order));
    };

    const onNewOrder = async ({ sys_id: orderId }: NewOrderEvent) => {
      if (ringer.isWaiting(orderId)) return;
      ringer.ring(orderId);
      waiting.set(orderId, undefined);
      showWaiting();
      dismissWhenWindowCloses(orderId, OFFER_WINDOW_SECONDS);
      // The same request the Orders page's cache makes for this order (RTK Query sends it once).
      const { data: order } = await tools.current.dispatch(ordersApi.endpoints.getOrder.initiate(orderId, { subscribe: false }));
      if (!order || !ringer.isWaiting(orderId)) return;
      waiting.set(orderId, order);
      showWaiting();
      dismissWhenWindowCloses(orderId, order.seconds_left);
    };

    const onOutcome = (event: OfferActionEvent) => {
      const key = outcomeKey(event.offer_id);
      const description = orderText('orderAlerts.offer.order', event.order_id);
      if (event.action !== 'accepted') {
        tools.current.notification.info({ key, placement: placement(), title: text(`orderAlerts.offer.${event.action}`), description });
        return;
      }
      if (!isChimeQuiet()) sound.play();
      tools.current.notification.success({
        key,
        placement: placement(),
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

    // A canceled order (issue 30) is no longer waiting for an offer: its notice goes.
    const onCanceled = ({ sys_id: orderId }: OrderCanceledEvent) => {
      if (waiting.has(orderId)) dismiss(orderId);
    };

    const stops = [onRealtimeEvent('new_order', onNewOrder), onRealtimeEvent('order_canceled', onCanceled), onOfferAction(onOutcome)];
    // Held for the session: its answers (and refetches) name our live offers, which are then watched.
    const incoming = tools.current.dispatch(ordersApi.endpoints.getIncomingOrders.initiate());
    return () => {
      stops.forEach((stop) => stop());
      incoming.unsubscribe();
      stopWatchingOffers();
      ringer.silence();
      sound.dispose();
      windowEnds.forEach((timer) => clearTimeout(timer));
    };
  }, [userId]);

  // The PIC answering from the card rather than the notification: that order needs no more ringing.
  useEffect(() => {
    if (offering) dismissOrder.current(decodeURIComponent(offering));
  }, [offering]);

  return (
    <>
      {holder}
      <NavbarTool>
        <ChimeControl />
      </NavbarTool>
    </>
  );
}
