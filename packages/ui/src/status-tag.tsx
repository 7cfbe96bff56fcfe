import { Tag } from 'antd';
import type { ReactNode } from 'react';

/** What a status says, whatever its words: the tag's colour follows it. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/*
 * antd's preset tag colours write green and gold text at 3.4:1 and 4.3:1 on their own light
 * backgrounds, under the 4.5:1 that WCAG asks of small text (axe's color-contrast on the clinic
 * list's status column). Each tone keeps antd's background and border and takes a text colour one
 * step darker from the same palette where the preset one is too light.
 */
const TONES: Record<StatusTone, { color?: string; text?: string }> = {
  success: { color: 'green', text: '#237804' },
  warning: { color: 'gold', text: '#874d00' },
  danger: { color: 'red' },
  info: { color: 'blue' },
  neutral: {},
};

/** A status in a row or a card: its words, in a colour of its tone that reads at 4.5:1 or more. */
export function StatusTag({ tone, icon, children }: { tone: StatusTone; icon?: ReactNode; children: ReactNode }) {
  const { color, text } = TONES[tone];
  return (
    <Tag color={color} icon={icon} style={text ? { color: text } : undefined}>
      {children}
    </Tag>
  );
}
