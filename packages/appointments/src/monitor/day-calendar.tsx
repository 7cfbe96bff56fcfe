import { theme, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { AppointmentTile } from '@mk/contracts';
import { format12Hour } from '@mk/scheduling';
import { useLocale } from '../shared/appointment-text';
import type { CancelTarget } from '../shared/cancel-appointment.dialog';
import { AppointmentTileCard } from './appointment-tile';
import { groupByHour, type HourGroup } from './hour-groups';

export interface DayCalendarProps {
  tiles: readonly AppointmentTile[];
  onCancel: (target: CancelTarget) => void;
}

const pad = (hour: number) => String(hour).padStart(2, '0');

function HourColumn({ group, onCancel }: { group: HourGroup; onCancel: DayCalendarProps['onCancel'] }) {
  const locale = useLocale();
  const { token } = theme.useToken();
  const labelId = useId();
  return (
    <li aria-labelledby={labelId} style={{ display: 'grid', alignContent: 'start', gap: 6, minWidth: 0 }}>
      <span id={labelId} className="mk-hour-label" style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
        <bdi>{format12Hour(`${pad(group.hour)}:00`, locale)}</bdi>
      </span>
      {group.tiles.map((tile) => (
        <AppointmentTileCard key={tile.appointmentId} tile={tile} onCancel={onCancel} />
      ))}
    </li>
  );
}

function HalfDay({ title, groups, onCancel }: { title: string; groups: HourGroup[]; onCancel: DayCalendarProps['onCancel'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBlockEnd: 16 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {/* One row of 12 hours; it scrolls sideways on narrow screens rather than wrapping into a second
          row, and takes focus so the keyboard can scroll it too (an hour may hold no tile to tab to). */}
      <div tabIndex={0} role="group" aria-labelledby={headingId} className="mk-hour-row" style={{ overflowX: 'auto' }}>
        <ol style={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(120px, 1fr))', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
          {groups.map((group) => (
            <HourColumn key={group.hour} group={group} onCancel={onCancel} />
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The monitored day: 12 AM hours, then 12 PM hours, each with its tiles (spec 2 section 2). */
export function DayCalendar({ tiles, onCancel }: DayCalendarProps) {
  const intl = useIntl();
  const { am, pm, unplaced } = groupByHour(tiles);
  const t = (id: string) => intl.formatMessage({ id: `appointments.monitor.${id}` });
  return (
    <div className="mk-day-calendar">
      <HalfDay title={t('am')} groups={am} onCancel={onCancel} />
      <HalfDay title={t('pm')} groups={pm} onCancel={onCancel} />
      {unplaced.length > 0 && (
        <section aria-label={t('unplaced')}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t('unplaced')}
          </Typography.Title>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {unplaced.map((tile) => (
              <AppointmentTileCard key={tile.appointmentId} tile={tile} onCancel={onCancel} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
