import { Column, type ColumnConfig } from '@ant-design/plots';
import { useMemo } from 'react';
import type { HomeChartProps } from './chart-data';

/** The page's own font (the bundled Arabic one in Arabic): the chart draws its text on a canvas, which does not inherit it. */
const pageFont = () => (typeof document === 'undefined' ? undefined : getComputedStyle(document.body).fontFamily || undefined);
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The Home's column charts (@ant-design/plots, G2 on a canvas). This module is its own chunk, loaded
 * by the panel's `HomeChart` after the figures show: the charting library is in no route's first load.
 * Every chart has a table of the same figures beside it for screen readers (the canvas is hidden from them).
 */
export function HomeColumns({ data, stacked = false, xTitle, yTitle, rtl }: HomeChartProps) {
  const config = useMemo<ColumnConfig>(() => {
    const font = pageFont();
    return {
      data,
      xField: 'x',
      yField: 'y',
      colorField: 'series',
      stack: stacked,
      height: 240,
      autoFit: true,
      animate: prefersReducedMotion() ? false : undefined,
      // In Arabic the categories (hours, states) read from the right, as the page does.
      scale: { x: { range: rtl ? [1, 0] : [0, 1] }, y: { nice: true } },
      axis: {
        x: { title: xTitle, labelFontFamily: font, titleFontFamily: font },
        y: { title: yTitle, position: rtl ? 'right' : 'left', labelFontFamily: font, titleFontFamily: font, tickFilter: (tick: number) => Number.isInteger(tick) },
      },
      legend: stacked
        ? { color: { position: 'top', layout: { justifyContent: rtl ? 'flex-end' : 'flex-start' }, itemLabelFontFamily: font } }
        : false,
    };
  }, [data, stacked, xTitle, yTitle, rtl]);
  return <Column {...config} />;
}
