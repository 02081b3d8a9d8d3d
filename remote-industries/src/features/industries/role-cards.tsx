import styled from '@emotion/styled';
import { ButtonLink, Card, Grid, Reveal, VisuallyHidden } from '@vital/shared';
import { templateLabels } from './content/labels';
import type { RouteAction, SampleRole } from './content/types';

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: theme.space[4],
  rowGap: theme.space[1],
  margin: 0,
  dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  dd: { margin: 0, fontWeight: theme.fontWeights.semibold, color: theme.colors.heading, textAlign: 'right' },
}));

const Action = styled(ButtonLink)({ marginTop: 'auto' });

export interface RoleCardsProps {
  roles: readonly SampleRole[];
  action: RouteAction;
}

/** Sample roles with their salary range and openings, each with a way to apply. */
export function RoleCards({ roles, action }: RoleCardsProps) {
  return (
    <Grid min="18rem">
      {roles.map((role, index) => (
        <li key={role.title}>
          <Reveal step={index}>
            <Card>
              <h3>{role.title}</h3>
              <Facts>
                <dt>{templateLabels.salary}</dt>
                <dd>{role.salary}</dd>
                <dt>{templateLabels.openings}</dt>
                <dd>{role.openings}</dd>
              </Facts>
              <Action to={action.to} variant="secondary">
                {action.label}
                <VisuallyHidden>
                  {' '}
                  {templateLabels.roleActionJoin} {role.title}
                </VisuallyHidden>
              </Action>
            </Card>
          </Reveal>
        </li>
      ))}
    </Grid>
  );
}
