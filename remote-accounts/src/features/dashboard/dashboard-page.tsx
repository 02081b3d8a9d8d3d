import styled from '@emotion/styled';
import {
  Button,
  Card,
  Container,
  Grid,
  Icon,
  IconTile,
  PageIntro,
  Section,
  SectionHeading,
  useAuth,
  useSignOutAndGoHome,
} from '@vital/shared';
import { Link } from '@vital/shared/router';
import { dashboardCopy } from './content/dashboard';

const ActionCard = styled(Card)(({ theme }) => ({
  position: 'relative',
  transition: `border-color ${theme.motion.fast}, box-shadow ${theme.motion.fast}`,
  '&:hover': { borderColor: theme.colors.primary, boxShadow: theme.shadows.md },
}));

/** The title's link covers the whole card, so the card is one click target with a short link name. */
const CardLink = styled(Link)(({ theme }) => ({
  color: theme.colors.heading,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.xl },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
}));

const Open = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  marginTop: 'auto',
  color: theme.colors.primary,
  fontWeight: theme.fontWeights.semibold,
}));

const Activity = styled.ol(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: theme.space[3],
  li: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: theme.space[2],
    padding: theme.space[4],
    borderRadius: theme.radii.lg,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.borderSoft}`,
  },
  span: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
}));

/** `/dashboard`: behind the host's guard, so a user is always present. */
export function DashboardPage() {
  const { user } = useAuth();
  const signOutAndGoHome = useSignOutAndGoHome();
  if (!user) return null;
  const type = user.userType;
  return (
    <>
      <PageIntro
        eyebrow={dashboardCopy.eyebrow}
        title={dashboardCopy.greeting(user.name)}
        lead={dashboardCopy.userTypeLabel[type]}
        actions={
          <Button variant="secondary" onClick={signOutAndGoHome}>
            {dashboardCopy.signOut}
          </Button>
        }
      />
      <Section aria-labelledby="dashboard-actions">
        <Container>
          <SectionHeading id="dashboard-actions" title={dashboardCopy.cardsHeading} align="start" />
          <Grid min="14rem">
            {dashboardCopy.cards[type].map((card) => (
              <li key={card.title}>
                <ActionCard>
                  <IconTile name={card.icon} />
                  <h3>
                    <CardLink to={card.to}>{card.title}</CardLink>
                  </h3>
                  <p>{card.text}</p>
                  <Open aria-hidden="true">
                    {dashboardCopy.open}
                    <Icon name="arrowRight" size={18} />
                  </Open>
                </ActionCard>
              </li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section tone="muted" aria-labelledby="dashboard-activity">
        <Container>
          <SectionHeading id="dashboard-activity" title={dashboardCopy.activityHeading} align="start" />
          <Activity>
            {dashboardCopy.activity[type].map((item) => (
              <li key={item.text}>
                {item.text}
                <span>{item.when}</span>
              </li>
            ))}
          </Activity>
        </Container>
      </Section>
    </>
  );
}
