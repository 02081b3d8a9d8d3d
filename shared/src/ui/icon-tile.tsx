import styled from '@emotion/styled';
import { Icon, type IconName } from './icon';

type IconTileTone = 'primary' | 'accent';

const Tile = styled.span<{ tone: IconTileTone }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Beside a heading in a row, the heading wraps rather than squeezing the square.
  flexShrink: 0,
  width: theme.space[12],
  height: theme.space[12],
  borderRadius: theme.radii.lg,
  background: tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft,
  color: tone === 'accent' ? theme.colors.accent : theme.colors.primary,
}));

export interface IconTileProps {
  name: IconName;
  tone?: IconTileTone;
  /** The icon's size in px; the square stays 3rem. */
  iconSize?: number;
}

/** A decorative icon on a soft square, at the top of a card. */
export function IconTile({ name, tone = 'primary', iconSize = 24 }: IconTileProps) {
  return (
    <Tile tone={tone}>
      <Icon name={name} size={iconSize} />
    </Tile>
  );
}
