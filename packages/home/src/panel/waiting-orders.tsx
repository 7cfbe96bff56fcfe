import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PharmacyHome } from '@mk/contracts';
import { homeLinks } from './home-links';
import type { HomeText } from './home-text';

type Waiting = PharmacyHome['waiting'][number];

/** 'mm:ss' of whole seconds: 251 -> '04:11'. */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** Now on the server's clock, read again every second while told to tick. */
function useServerNow(offsetMs: number): [number, (ticking: boolean) => void] {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  const [ticking, setTicking] = useState(true);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs, ticking]);
  // Set while rendering: React skips the update when the value is the same.
  return [now, (next) => next !== ticking && setTicking(next)];
}

const shortId = (id: string) => (id.length > 8 ? `…${id.slice(-8)}` : id);

export interface WaitingOrdersProps {
  waiting: Waiting[];
  /** The server's clock minus this browser's when the figures arrived, so a wrong local clock does not matter. */
  clockOffsetMs: number;
  pharmacyName: (id: string) => string | undefined;
  text: HomeText;
}

/**
 * The orders waiting for the pharmacy's offer, each counting down to the end of its window once a
 * second; an order leaves the list when its window closes.
 */
export function WaitingOrders({ waiting, clockOffsetMs, pharmacyName, text }: WaitingOrdersProps) {
  const { t } = text;
  const w = (id: string, values?: Record<string, string | number>) => t(`pharmacies.waiting.${id}`, values);
  const [now, setTicking] = useServerNow(clockOffsetMs);
  const left = (order: Waiting) => Math.ceil((Date.parse(order.closes_at) - now) / 1000);
  // An order leaves the list when its window closes; the clock stops once none is left.
  const stillOpen = waiting.filter((order) => left(order) > 0);
  setTicking(stillOpen.length > 0);

  if (stillOpen.length === 0) return <Typography.Text type="secondary">{w('none')}</Typography.Text>;
  return (
    <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {stillOpen.map((order) => {
        const pharmacy = pharmacyName(order.pharmacy_id);
        const countdown = formatCountdown(left(order));
        return (
          <Flex component="li" key={`${order.order_id}|${order.pharmacy_id}`} align="center" gap={8} wrap data-order={order.order_id}>
            <span title={order.order_id}>
              {w('order', { id: shortId(order.order_id) })}
              {pharmacy && (
                <Typography.Text type="secondary">
                  {' '}
                  <bdi>{w('at', { pharmacy })}</bdi>
                </Typography.Text>
              )}
            </span>
            <Tag role="timer" icon={<ClockCircleOutlined aria-hidden />}>
              {w('closesIn', { time: countdown })}
            </Tag>
            <Link to={homeLinks.offer(order.order_id)}>{w('offer')}</Link>
          </Flex>
        );
      })}
    </Flex>
  );
}
