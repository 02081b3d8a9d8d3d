import styled from '@emotion/styled';
import {
  Button,
  Card,
  Container,
  Grid,
  Icon,
  PageIntro,
  Section,
  SectionHeading,
  useAuth,
  useSignOutAndGoHome,
} from '@vital/shared';
import { Link } from 'react-router-dom';
import { dashboardCopy } from './content/dashboard';

const CardLink = styled(Link)(({ theme }) => ({
  display: 'block',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: theme.radii.xl,
  '&:hover article': { borderColor: theme.colors.primary, boxShadow: theme.shadows.md },
  h3: { color: theme.colors.heading },
}));

const IconBadge = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: theme.radii.lg,
  background: theme.colors.primarySoft,
  color: theme.colors.primary,
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

/** `/dashboard` (SPEC §2 Dashboard): behind the host's guard, so a user is always present. */
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
                <CardLink to={card.to}>
                  <Card>
                    <IconBadge>
                      <Icon name={card.icon} />
                    </IconBadge>
                    <h3>{card.title}</h3>
                    <p>{card.text}</p>
                    <Open aria-hidden="true">
                      {dashboardCopy.open}
                      <Icon name="arrowRight" size={18} />
                    </Open>
                  </Card>
                </CardLink>
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
