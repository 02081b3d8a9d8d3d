import styled from '@emotion/styled';
import { Icon, type IconName } from '@vital/shared';

const Tile = styled.span<{ tone: 'primary' | 'accent' }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: theme.radii.lg,
  background: tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft,
  color: tone === 'accent' ? theme.colors.accent : theme.colors.primary,
}));

/** A decorative icon on a soft square, at the top of a card. */
export function IconTile({ name, tone = 'primary' }: { name: IconName; tone?: 'primary' | 'accent' }) {
  return (
    <Tile tone={tone}>
      <Icon name={name} size={24} />
    </Tile>
  );
}
