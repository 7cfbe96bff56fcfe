// jest's stand-in for @ant-design/plots (mapped in jest.config.cjs). G2 draws on a canvas, which jsdom
// does not implement, so the component tests cannot run the real charts; this stub shows a chart's
// configuration as text (the real library is checked in Chromium by the end-to-end suite).
interface StubConfig {
  data: Array<{ x: string; y: number; series: string }>;
  stack?: boolean;
  scale?: { x?: { range?: number[] } };
  axis?: { y?: { position?: string } };
  legend?: false | { color?: { layout?: { justifyContent?: string } } };
}

export function Column(config: StubConfig) {
  const reversed = config.scale?.x?.range?.[0] === 1;
  return (
    <div data-testid="chart" data-stacked={String(Boolean(config.stack))} data-x-reversed={String(reversed)} data-y-axis={config.axis?.y?.position ?? 'left'}>
      {config.data.map((datum) => `${datum.x}/${datum.series}=${datum.y}`).join('; ')}
    </div>
  );
}

export type ColumnConfig = StubConfig;
