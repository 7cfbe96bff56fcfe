import { theme, Typography } from 'antd';
import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import type { AppointmentTile } from '@mk/contracts';
import { format12Hour } from '@mk/scheduling';
import { TimeRange } from '@mk/ui';
import { useLocale } from '../shared/appointment-text';
import type { CancelTarget } from '../shared/cancel-appointment.dialog';
import { AppointmentTileCard } from './appointment-tile';
import { dayRows, groupByHour, type DayRow, type HourGroup } from './hour-groups';

/** The current time on the monitored day, when that day is today: its hour (0–23) and 'HH:mm'. */
export interface MonitorNow {
  hour: number;
  clock: string;
}

export interface DayCalendarProps {
  tiles: readonly AppointmentTile[];
  onCancel: (target: CancelTarget) => void;
  now?: MonitorNow;
}

const pad = (hour: number) => String(hour).padStart(2, '0');
// The last minute of the day reads better than '12:00 AM' at the end of a PM range.
const hourClock = (hour: number) => (hour >= 24 ? '23:59' : `${pad(hour)}:00`);
/** A tile is never narrower than this, so a name and its cancel button always have room. */
const TILE_MIN_WIDTH = 208;
const LABEL_WIDTH = 112;

function HourRow({ row, now, onCancel }: { row: Extract<DayRow, { kind: 'hour' }>; now?: MonitorNow; onCancel: DayCalendarProps['onCancel'] }) {
  const intl = useIntl();
  const locale = useLocale();
  const { token } = theme.useToken();
  const labelId = useId();
  return (
    <li
      aria-labelledby={labelId}
      className="mk-hour-row"
      data-now={row.now || undefined}
      style={{
        display: 'grid',
        gridTemplateColumns: `${LABEL_WIDTH}px minmax(0, 1fr)`,
        gap: 8,
        paddingBlock: 8,
        paddingInlineStart: 8,
        borderBlockStart: `1px solid ${token.colorBorderSecondary}`,
        borderInlineStart: `3px solid ${row.now ? token.colorWarning : 'transparent'}`,
      }}
    >
      <div style={{ display: 'grid', alignContent: 'start', gap: 4 }}>
        <span id={labelId} className="mk-hour-label" style={{ fontWeight: 600 }}>
          <bdi>{format12Hour(hourClock(row.hour), locale)}</bdi>
        </span>
        {row.now && now && (
          // Dark text: the orange edge of the row is the colour cue (orange text failed 4.5:1, axe).
          <span className="mk-now-marker" style={{ fontSize: token.fontSizeSM, color: token.colorText, fontWeight: 600 }}>
            {intl.formatMessage({ id: 'appointments.monitor.now' }, { time: <bdi key="time">{format12Hour(now.clock, locale)}</bdi> })}
          </span>
        )}
      </div>
      {row.tiles.length > 0 ? (
        <ul
          style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${TILE_MIN_WIDTH}px, 1fr))`, gap: 8, listStyle: 'none', padding: 0, margin: 0 }}
        >
          {row.tiles.map((tile) => (
            <li key={tile.appointmentId} style={{ minWidth: 0 }}>
              <AppointmentTileCard tile={tile} onCancel={onCancel} />
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{intl.formatMessage({ id: 'appointments.monitor.freeHour' })}</Typography.Text>
      )}
    </li>
  );
}

function FreeRow({ row }: { row: Extract<DayRow, { kind: 'free' }> }) {
  const intl = useIntl();
  const locale = useLocale();
  const { token } = theme.useToken();
  return (
    <li
      className="mk-free-hours"
      // One line: a range is wider than an hour's label, and nothing lines up beside it.
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 16,
        paddingBlock: 4,
        paddingInlineStart: 11,
        borderBlockStart: `1px solid ${token.colorBorderSecondary}`,
        color: token.colorTextSecondary,
        fontSize: token.fontSizeSM,
      }}
    >
      <span>
        <TimeRange start={format12Hour(hourClock(row.from), locale)} end={format12Hour(hourClock(row.until), locale)} />
      </span>
      <span>{intl.formatMessage({ id: 'appointments.monitor.freeHours' })}</span>
    </li>
  );
}

function HalfDay({ title, groups, now, onCancel }: { title: string; groups: HourGroup[]; now?: MonitorNow; onCancel: DayCalendarProps['onCancel'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBlockEnd: 16 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {dayRows(groups, now?.hour).map((row) =>
          row.kind === 'hour' ? <HourRow key={row.hour} row={row} now={now} onCancel={onCancel} /> : <FreeRow key={`free-${row.from}`} row={row} />,
        )}
      </ol>
    </section>
  );
}

/**
 * The monitored day (spec 2 section 2): the 12 AM hours, then the 12 PM hours, one row per hour with
 * appointments (its tiles side by side, wrapping, never overlapping), free hours folded, and the
 * current hour marked when the day is today.
 */
function DayCalendarView({ tiles, onCancel, now }: DayCalendarProps) {
  const intl = useIntl();
  const { am, pm, unplaced } = groupByHour(tiles);
  const t = (id: string) => intl.formatMessage({ id: `appointments.monitor.${id}` });
  return (
    <div className="mk-day-calendar">
      <HalfDay title={t('am')} groups={am} now={now} onCancel={onCancel} />
      <HalfDay title={t('pm')} groups={pm} now={now} onCancel={onCancel} />
      {unplaced.length > 0 && (
        <section aria-label={t('unplaced')}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t('unplaced')}
          </Typography.Title>
          <ul style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${TILE_MIN_WIDTH}px, 1fr))`, gap: 8, listStyle: 'none', padding: 0 }}>
            {unplaced.map((tile) => (
              <li key={tile.appointmentId} style={{ minWidth: 0 }}>
                <AppointmentTileCard tile={tile} onCancel={onCancel} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * Memoised: a busy day is hundreds of tiles, so the page's other renders (the toolbar, the shell's
 * breakpoint, the spinner) must not draw them again (issue 11, Total Blocking Time).
 */
export const DayCalendar = memo(DayCalendarView);
