import styled from '@emotion/styled';
import { Badge, Grid, Icon, Reveal } from '@vital/shared';
import { Link } from '@vital/shared/router';
import type { IndustryOpening } from './content/for-professionals';

const Tile = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  height: '100%',
  padding: theme.space[6],
  borderRadius: theme.radii.xl,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.borderSoft}`,
  boxShadow: theme.shadows.sm,
  transition: `box-shadow ${theme.motion.normal}, transform ${theme.motion.normal}`,
  '&:hover': { boxShadow: theme.shadows.md, transform: 'translateY(-2px)' },
  '& > svg': { color: theme.colors.primary },
  h3: { fontSize: theme.fontSizes.xl },
}));

// The whole tile is clickable through the title link's overlay; focus outlines the tile.
const TitleLink = styled(Link)(({ theme }) => ({
  color: theme.colors.heading,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.xl },
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

const Figures = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[2],
  color: theme.colors.textMuted,
  strong: { color: theme.colors.heading, fontSize: theme.fontSizes['2xl'] },
}));

export interface IndustryOpeningsProps {
  items: readonly IndustryOpening[];
  jobsLabel: string;
  growthLabel: string;
}

/** Industries with their open roles and, where there is one, their growth; each opens its industry page. */
export function IndustryOpenings({ items, jobsLabel, growthLabel }: IndustryOpeningsProps) {
  return (
    <Grid min="17rem">
      {items.map((item, index) => (
        <li key={item.name}>
          <Reveal step={index}>
            <Tile>
              <Icon name={item.icon} size={32} />
              <h3>
                <TitleLink to={item.to}>{item.name}</TitleLink>
              </h3>
              <Figures>
                <span>
                  <strong>{item.jobs}</strong> {jobsLabel}
                </span>
                {item.growth && (
                  <Badge tone="success">
                    <Icon name="trendingUp" size={16} />
                    {item.growth} {growthLabel}
                  </Badge>
                )}
              </Figures>
            </Tile>
          </Reveal>
        </li>
      ))}
    </Grid>
  );
}
