import { Tag as AntdTag } from 'antd';
import { useLocale } from '@mk/i18n';
import { tagLabel, type NamedTag } from './tag-label';

export interface TagChipsProps {
  tags?: (NamedTag & { id: string | number })[];
}

/** A row's tags as chips, named in the UI's language; nothing when the row has none. */
export function TagChips({ tags }: TagChipsProps) {
  const locale = useLocale();
  if (!tags || tags.length === 0) return null;
  return (
    <span className="mk-tag-chips">
      {tags.map((tag) => (
        <AntdTag key={String(tag.id)} style={{ marginInlineEnd: 4 }}>
          <bdi>{tagLabel(tag, locale)}</bdi>
        </AntdTag>
      ))}
    </span>
  );
}
