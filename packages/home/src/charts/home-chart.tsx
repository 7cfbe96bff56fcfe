import { Skeleton } from 'antd';
import { Component, lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { directionOf, isLocale } from '@mk/i18n';
import type { ChartDatum, HomeChartProps } from './chart-data';

// The charting library is a chunk of its own, asked for when a chart first shows (never with a route).
const Columns = lazy(async () => ({ default: (await import('./home-charts')).HomeColumns }));

/** Read by screen readers, not shown (the chart says the same to the eye). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** A chart whose chunk fails to load shows its table instead. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('A Home chart failed', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface ChartTableProps {
  caption: string;
  data: ChartDatum[];
  /** Column headers: the category, the series (stacked charts only), the count. */
  headers: { x: string; series?: string; y: string };
  format: (value: number) => string;
  hidden: boolean;
}

/** The chart's figures as a table: its text equivalent. */
function ChartTable({ caption, data, headers, format, hidden }: ChartTableProps) {
  return (
    <table style={hidden ? VISUALLY_HIDDEN : { inlineSize: '100%' }}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers.x}</th>
          {headers.series && <th scope="col">{headers.series}</th>}
          <th scope="col">{headers.y}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={`${datum.x}|${datum.series}`}>
            <th scope="row">{datum.x}</th>
            {headers.series && <td>{datum.series}</td>}
            <td>{format(datum.y)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface HomeChartSlotProps extends Omit<HomeChartProps, 'rtl' | 'xTitle' | 'yTitle'> {
  /** What the chart shows, the table's caption. */
  title: string;
  headers: ChartTableProps['headers'];
  format: (value: number) => string;
}

/**
 * A Home chart, loaded lazily (a skeleton meanwhile), with its figures in a visually hidden table
 * for screen readers; the canvas itself is hidden from them. Right to left in Arabic.
 */
export function HomeChart({ title, headers, format, data, stacked }: HomeChartSlotProps) {
  const intl = useIntl();
  const rtl = directionOf(isLocale(intl.locale) ? intl.locale : 'en') === 'rtl';
  const caption = intl.formatMessage({ id: 'home.chart.tableCaption' }, { title });
  const table = (hidden: boolean) => <ChartTable caption={caption} data={data} headers={headers} format={format} hidden={hidden} />;
  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      <ChartBoundary fallback={table(false)}>
        {/* The canvas draws its labels left to right, where G2 measures them; the mirroring in Arabic is the chart's own. */}
        <div aria-hidden="true" dir="ltr" style={{ minBlockSize: 240 }}>
          <Suspense fallback={<Skeleton.Node active style={{ inlineSize: '100%', blockSize: 240 }} />}>
            <Columns data={data} stacked={stacked} xTitle={headers.x} yTitle={headers.y} rtl={rtl} />
          </Suspense>
        </div>
        {table(true)}
      </ChartBoundary>
    </figure>
  );
}
