import styled from '@emotion/styled';
import { Icon, mq, type IconName } from '@vital/shared';

const Tiles = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

const Tile = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space[2],
  padding: theme.space[5],
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.borderSoft}`,
  textAlign: 'center',
  color: theme.colors.heading,
  fontWeight: theme.fontWeights.semibold,
  svg: { color: theme.colors.primary },
}));

/** The industries we have placed people in, one tile each. */
export function IndustryTiles({ items }: { items: readonly { icon: IconName; name: string }[] }) {
  return (
    <Tiles>
      {items.map((item) => (
        <Tile key={item.name}>
          <Icon name={item.icon} size={28} />
          {item.name}
        </Tile>
      ))}
    </Tiles>
  );
}
