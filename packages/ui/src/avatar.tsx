import { Avatar as AntdAvatar } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AVATAR_SIZES } from '@mk/contracts';
import { initialsOf } from './initials';

export type AvatarSize = keyof typeof AVATAR_SIZES;

export interface AvatarProps {
  /** The picture; the generated initials show when it is missing or fails to load. */
  src?: string | null;
  /** Whose picture: gives the initials and the accessible name. */
  name?: string | null;
  /** small 40 px, medium 80 px (default), large 150 px, or pixels. */
  size?: AvatarSize | number;
  shape?: 'circle' | 'square';
}

/** Dark enough for white initials at 4.5:1 or more (WCAG AA for small text), whatever the theme. */
const INITIALS_PALETTE = ['#0f766e', '#1d4ed8', '#6d28d9', '#b91c1c', '#a16207', '#15803d'];

/** Picks the same colour for the same name, so a person's initials keep their colour. */
function initialsColour(name: string): string {
  const palette = INITIALS_PALETTE;
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length];
}

/** A person's or a clinic's picture, with a generated initials image as its fallback (spec 1 section 2). */
export function Avatar({ src, name, size = 'medium', shape = 'circle' }: AvatarProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const pixels = typeof size === 'number' ? size : AVATAR_SIZES[size];
  const label = intl.formatMessage({ id: 'ui.avatar.label' }, { name: name || '?' });
  const background = initialsColour(name ?? '');
  const showImage = Boolean(src) && !failed;

  return (
    <AntdAvatar
      // antd passes unknown props to its span; its types only leave them out.
      {...({ role: 'img', 'aria-label': label } as Record<string, string>)}
      size={pixels}
      shape={shape}
      src={showImage ? <img src={src ?? undefined} alt="" onError={() => setFailed(true)} /> : undefined}
      style={showImage ? undefined : { background, fontSize: Math.round(pixels * 0.4) }}
      className="mk-avatar"
    >
      {showImage ? null : <span className="mk-avatar-initials">{initialsOf(name)}</span>}
    </AntdAvatar>
  );
}
