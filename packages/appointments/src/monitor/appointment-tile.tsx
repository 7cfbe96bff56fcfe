import { CloseOutlined } from '@ant-design/icons';
import { Button, theme, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TILE_STATES, type AppointmentTile } from '@mk/contracts';
import { format12Hour } from '@mk/scheduling';
import { appointmentPaths } from '../appointment-paths';
import type { CancelTarget } from '../shared/cancel-appointment.dialog';
import { tileClock } from '../shared/appointment-time';
import { localizedName, useLocale } from '../shared/appointment-text';
import { tileLook, tileStateKey } from './tile-look';

export interface AppointmentTileCardProps {
  tile: AppointmentTile;
  onCancel: (target: CancelTarget) => void;
}

/** A tile (spec 2 section 2): physician and time, opening the details; cancel only while upcoming. */
export function AppointmentTileCard({ tile, onCancel }: AppointmentTileCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { token } = theme.useToken();
  const clock = tileClock(tile.time);
  const time = clock ? format12Hour(clock, locale) : tile.time;
  const look = tileLook(tile.state, token);
  const physician = localizedName(locale, tile.drName, tile.drArabicName);
  const stateText = intl.formatMessage({ id: `appointments.monitor.legend.${tileStateKey(tile.state)}` });

  return (
    <div
      className="mk-appointment-tile"
      data-state={tileStateKey(tile.state)}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 4,
        padding: '6px 8px',
        border: `1px ${look.borderStyle} ${look.borderColor}`,
        borderInlineStart: `4px ${look.borderStyle} ${look.borderColor}`,
        borderRadius: token.borderRadius,
        background: look.background,
        height: '100%',
      }}
    >
      <Link to={appointmentPaths.details(tile.appointmentId)} style={{ flex: 1, minWidth: 0, color: token.colorText }}>
        <Typography.Text strong style={{ display: 'block' }} ellipsis title={physician}>
          <bdi>{physician}</bdi>
        </Typography.Text>
        <span style={{ display: 'block' }}>
          <bdi>{time}</bdi>
        </span>
        <span style={{ display: 'block', fontSize: token.fontSizeSM, color: look.stateColor }}>{stateText}</span>
      </Link>
      {tile.state === TILE_STATES.upcoming && (
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined aria-hidden />}
          aria-label={intl.formatMessage({ id: 'appointments.monitor.tile.cancel' }, { physician, time })}
          onClick={() => onCancel({ id: tile.appointmentId, physician, time })}
        />
      )}
    </div>
  );
}
