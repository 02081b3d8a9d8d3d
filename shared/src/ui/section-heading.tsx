import styled from '@emotion/styled';
import { mq } from '../theme/tokens';
import { Eyebrow } from './eyebrow';

const Wrapper = styled.div<{ align: 'start' | 'center' }>(({ theme, align }) => ({
  maxWidth: align === 'center' ? '44rem' : '48rem',
  marginInline: align === 'center' ? 'auto' : undefined,
  marginBottom: theme.space[10],
  textAlign: align === 'center' ? 'center' : 'left',
}));

const Title = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes['2xl'],
  [mq.md]: { fontSize: theme.fontSizes['4xl'] },
}));

const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space[3],
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
}));

export interface SectionHeadingProps {
  title: string;
  eyebrow?: string;
  lead?: string;
  align?: 'start' | 'center';
  /** For aria-labelledby on the section. */
  id?: string;
}

/** The h2 that opens a page section, with an optional eyebrow and lead. */
export function SectionHeading({ title, eyebrow, lead, align = 'center', id }: SectionHeadingProps) {
  return (
    <Wrapper align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title id={id}>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
    </Wrapper>
  );
}
