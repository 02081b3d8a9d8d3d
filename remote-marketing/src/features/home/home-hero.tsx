import styled from '@emotion/styled';
import { authPending, ButtonAnchor, ButtonGroup, ButtonLink, Container, Eyebrow, fillingRows, mq, paths, useAuth, usePortalHref, valueAboveLabel } from '@vital/shared';
import type { HomeHeroContent } from './content/home';
import { HeroIllustration } from './hero-illustration';

const Hero = styled.section(({ theme }) => ({
  paddingBlock: theme.space[16],
  background: `linear-gradient(160deg, ${theme.colors.primarySoft} 0%, ${theme.colors.surface} 60%, ${theme.colors.accentSoft} 100%)`,
  [mq.md]: { paddingBlock: theme.space[20] },
}));

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  alignItems: 'center',
  gap: theme.space[8],
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
}));

// The drawing only has room beside the copy on wide screens.
const Illustration = styled(HeroIllustration)({
  display: 'none',
  width: '100%',
  height: 'auto',
  [mq.lg]: { display: 'block' },
});

const Title = styled.h1(({ theme }) => ({
  // Wins over the shared eyebrow's smaller bottom margin (they collapse): the hero's lines stand further apart.
  marginTop: theme.space[3],
  fontSize: theme.fontSizes['4xl'],
  maxWidth: '18ch',
  [mq.md]: { fontSize: theme.fontSizes['5xl'] },
}));

const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space[4],
  maxWidth: '40rem',
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
}));

const Actions = styled(ButtonGroup)(({ theme }) => ({ marginTop: theme.space[8] }));

const Stats = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  marginTop: theme.space[12],
  // Two to a row on a phone, the fifth across both.
  [mq.belowMd]: fillingRows(2),
  [mq.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
}));

const Stat = styled.div(({ theme }) => ({
  ...valueAboveLabel,
  padding: theme.space[4],
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  boxShadow: theme.shadows.sm,
  dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  dd: { margin: 0, fontSize: theme.fontSizes['2xl'], fontWeight: theme.fontWeights.bold, color: theme.colors.heading },
}));

function HeroActions({ content }: { content: HomeHeroContent }) {
  const { user, isLoading } = useAuth();
  const loginHref = usePortalHref('login');
  if (user) {
    const isCompany = user.userType === 'company';
    return (
      <Actions>
        <ButtonLink to={paths.dashboard} size="lg">
          {content.signedIn.dashboard}
        </ButtonLink>
        <ButtonLink to={isCompany ? paths.postRequirements : paths.findOpportunities} size="lg" variant="secondary">
          {isCompany ? content.signedIn.company : content.signedIn.professional}
        </ButtonLink>
      </Actions>
    );
  }
  return (
    <Actions {...authPending(isLoading)}>
      <ButtonLink to={paths.signup} size="lg">
        {content.signedOut.primary}
      </ButtonLink>
      <ButtonAnchor href={loginHref} size="lg" variant="secondary">
        {content.signedOut.secondary}
      </ButtonAnchor>
    </Actions>
  );
}

/** Different calls to action for visitors and signed-in users. */
export function HomeHero({ content }: { content: HomeHeroContent }) {
  return (
    <Hero>
      <Container>
        <Layout>
          <div>
            <Eyebrow>{content.eyebrow}</Eyebrow>
            <Title>{content.title}</Title>
            <Lead>{content.lead}</Lead>
            <HeroActions content={content} />
          </div>
          <Illustration />
        </Layout>
        <Stats aria-label={content.statsLabel}>
          {content.stats.map((stat) => (
            <Stat key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </Stat>
          ))}
        </Stats>
      </Container>
    </Hero>
  );
}
