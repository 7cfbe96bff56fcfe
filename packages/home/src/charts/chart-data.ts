/** One column (or one part of a stacked column) of a Home chart, with its labels already in the user's language. */
export interface ChartDatum {
  /** The category on the horizontal axis (a status, an hour, a delivery state). */
  x: string;
  /** How many. */
  y: number;
  /** The part of a stacked column (a status); the column's own category when not stacked. */
  series: string;
}

export interface HomeChartProps {
  data: ChartDatum[];
  /** Stack each column by `series` (a legend names them); otherwise one colour per column. */
  stacked?: boolean;
  /** The axes' titles. */
  xTitle: string;
  yTitle: string;
  /** Right to left: the category axis runs from the right, the value axis sits on the right, the legend starts there. */
  rtl: boolean;
}
