import { theme } from 'antd';
import { useIntl } from 'react-intl';
import { TILE_STATES } from '@mk/contracts';
import { tileLook, tileStateKey } from './tile-look';

const LEGEND = [TILE_STATES.upcoming, TILE_STATES.noShow, TILE_STATES.completed];

/** Upcoming, No show, Gone: the swatches repeat the tiles' colours and border patterns. */
export function MonitorLegend() {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'appointments.monitor.legend.label' })}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0, marginBlock: 12 }}
    >
      {LEGEND.map((state) => {
        const look = tileLook(state, token);
        return (
          <li key={state} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span
              aria-hidden
              style={{ width: 16, height: 16, borderRadius: 4, border: `2px ${look.borderStyle} ${look.borderColor}`, background: look.background }}
            />
            {intl.formatMessage({ id: `appointments.monitor.legend.${tileStateKey(state)}` })}
          </li>
        );
      })}
    </ul>
  );
}
