import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { muteChime, snoozeChime, unmuteChime, useChimeState } from './chime-mute';

/**
 * The navbar's control of the New Order chime: snooze it a while, mute it for the session, or turn
 * it back on. The notifications show whatever is chosen; only the sound waits.
 */
export function ChimeControl() {
  const intl = useIntl();
  const state = useChimeState();
  // The tooltip would sit over the menu's first choice: it stays hidden while the menu is open.
  const [menuOpen, setMenuOpen] = useState(false);
  const t = (id: string) => intl.formatMessage({ id: `orderAlerts.chime.${id}` });
  const label = t(`state.${state}`);
  const items =
    state === 'on'
      ? [
          { key: 'snooze', label: t('snooze') },
          { key: 'mute', label: t('mute') },
        ]
      : [{ key: 'unmute', label: t('unmute') }];
  const choose = ({ key }: { key: string }) => (key === 'snooze' ? snoozeChime() : key === 'mute' ? muteChime() : unmuteChime());

  return (
    <Dropdown menu={{ items, onClick: choose }} trigger={['click']} onOpenChange={setMenuOpen}>
      <Tooltip title={label} open={menuOpen ? false : undefined}>
        <Button type="text" aria-label={label} icon={state === 'on' ? <SoundOutlined aria-hidden /> : <MutedOutlined aria-hidden />} />
      </Tooltip>
    </Dropdown>
  );
}
