import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, ConfigProvider } from 'antd';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { LIST_PAGE_SIZE } from '@mk/contracts';
import { pageCount, pagerPages } from './pager-pages';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** Number of records; the pager hides itself when it is 0 (spec: shown when the count is above 0). */
  count: number;
  pageSize?: number;
  onChange: (page: number) => void;
}

/** First, previous, up to 5 page numbers, next, last (spec 1 section 2). Arrows point the reading way. */
export function Pager({ page, count, pageSize = LIST_PAGE_SIZE, onChange }: PagerProps) {
  const intl = useIntl();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  const total = pageCount(count, pageSize);
  if (total === 0) return null;
  const current = Math.min(Math.max(1, page), total);
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `ui.pager.${id}` }, values);
  // "Back" points to the start side: left in English, right in Arabic.
  const [back, backTwice, forward, forwardTwice] = rtl
    ? [<RightOutlined key="b" />, <DoubleRightOutlined key="bb" />, <LeftOutlined key="f" />, <DoubleLeftOutlined key="ff" />]
    : [<LeftOutlined key="b" />, <DoubleLeftOutlined key="bb" />, <RightOutlined key="f" />, <DoubleRightOutlined key="ff" />];
  const go = (target: number) => {
    if (target !== current) onChange(target);
  };

  return (
    <nav aria-label={t('label')} className="mk-pager" style={{ display: 'flex', gap: 4, justifyContent: 'center', marginBlock: 16 }}>
      <Button icon={backTwice} aria-label={t('first')} disabled={current === 1} onClick={() => go(1)} />
      <Button icon={back} aria-label={t('previous')} disabled={current === 1} onClick={() => go(current - 1)} />
      {pagerPages(current, total).map((number) => (
        <Button
          key={number}
          type={number === current ? 'primary' : 'default'}
          aria-label={t('page', { n: number })}
          aria-current={number === current ? 'page' : undefined}
          onClick={() => go(number)}
        >
          {intl.formatNumber(number, { numberingSystem: 'latn' })}
        </Button>
      ))}
      <Button icon={forward} aria-label={t('next')} disabled={current === total} onClick={() => go(current + 1)} />
      <Button icon={forwardTwice} aria-label={t('last')} disabled={current === total} onClick={() => go(total)} />
    </nav>
  );
}
