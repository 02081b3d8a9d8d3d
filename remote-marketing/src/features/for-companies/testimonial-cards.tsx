import styled from '@emotion/styled';
import { Grid, Icon, Reveal } from '@vital/shared';
import type { Testimonial } from './content/for-companies';

const Figure = styled.figure(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[4],
  height: '100%',
  margin: 0,
  padding: theme.space[6],
  borderRadius: theme.radii.xl,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.borderSoft}`,
  boxShadow: theme.shadows.sm,
  '& > svg': { color: theme.colors.accent },
}));

const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  flexGrow: 1,
  p: { fontSize: theme.fontSizes.lg, color: theme.colors.text },
}));

const Caption = styled.figcaption(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  paddingTop: theme.space[4],
  borderTop: `1px solid ${theme.colors.borderSoft}`,
}));

const Initials = styled.span(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.accentSoft,
  color: theme.colors.accent,
  fontWeight: theme.fontWeights.bold,
}));

const Name = styled.span(({ theme }) => ({
  display: 'block',
  color: theme.colors.heading,
  fontWeight: theme.fontWeights.semibold,
}));

const Role = styled.span(({ theme }) => ({
  display: 'block',
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);

/** Client quotes with who said them. */
export function TestimonialCards({ items }: { items: readonly Testimonial[] }) {
  return (
    <Grid min="18rem">
      {items.map((item, index) => (
        <li key={item.name}>
          <Reveal step={index}>
            <Figure>
              <Icon name="chat" size={28} />
              <Quote>
                <p>“{item.quote}”</p>
              </Quote>
              <Caption>
                <Initials aria-hidden="true">{initialsOf(item.name)}</Initials>
                <span>
                  <Name>{item.name}</Name>
                  <Role>
                    {item.role}, {item.company}
                  </Role>
                </span>
              </Caption>
            </Figure>
          </Reveal>
        </li>
      ))}
    </Grid>
  );
}
