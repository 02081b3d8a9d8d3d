import styled from '@emotion/styled';
import { Badge, type BadgeTone } from '@vital/shared';

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

export interface TagListProps {
  items: readonly string[];
  /** Names the list for assistive technology, e.g. "Expertise of Sarah Mitchell". */
  label: string;
  tone?: BadgeTone;
}

/** Short labels (features, skills, expertise) shown as badges, read as a list. */
export function TagList({ items, label, tone = 'primary' }: TagListProps) {
  if (items.length === 0) return null;
  return (
    <List aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item}-${index}`}>
          <Badge tone={tone}>{item}</Badge>
        </li>
      ))}
    </List>
  );
}
