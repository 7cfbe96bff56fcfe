import type { GlobalToken } from 'antd';
import { TILE_STATES, type TileState } from '@mk/contracts';

/** The message key of a tile state: 0 upcoming, 1 completed (gone), 2 no-show. */
export function tileStateKey(state: TileState | number): 'upcoming' | 'gone' | 'noShow' {
  if (state === TILE_STATES.noShow) return 'noShow';
  if (state === TILE_STATES.completed) return 'gone';
  return 'upcoming';
}

/**
 * Colours from the theme, and a border pattern so colour is not the only signal (UX.md): upcoming
 * white with a solid primary edge (a tinted fill read as disabled, issue 16), no-show solid red,
 * gone dashed grey on grey. Every tile also says its state in words.
 */
export function tileLook(state: TileState | number, token: GlobalToken) {
  const key = tileStateKey(state);
  if (key === 'noShow') return { borderColor: token.colorError, background: token.colorErrorBg, borderStyle: 'solid' as const, stateColor: token.colorErrorText };
  if (key === 'gone') return { borderColor: token.colorTextQuaternary, background: token.colorFillQuaternary, borderStyle: 'dashed' as const, stateColor: token.colorTextSecondary };
  return { borderColor: token.colorPrimary, background: token.colorBgContainer, borderStyle: 'solid' as const, stateColor: token.colorPrimaryText };
}
