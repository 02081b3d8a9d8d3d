import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { mq } from '../theme/tokens';
import { ButtonGroup } from './button-group';
import { Eyebrow } from './eyebrow';
import { Container } from './layout';

const Wrapper = styled.header(({ theme }) => ({
  paddingBlock: theme.space[12],
  background: `linear-gradient(180deg, ${theme.colors.primarySoft} 0%, ${theme.colors.surface} 100%)`,
  [mq.md]: { paddingBlock: theme.space[16] },
}));

const Title = styled.h1(({ theme }) => ({
  fontSize: theme.fontSizes['3xl'],
  color: theme.colors.heading,
  [mq.md]: { fontSize: theme.fontSizes['5xl'] },
}));

const Lead = styled.p(({ theme }) => ({
  marginTop: theme.space[4],
  maxWidth: '42rem',
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
}));

const Actions = styled(ButtonGroup)(({ theme }) => ({ marginTop: theme.space[6] }));

export interface PageIntroProps {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
}

/** The heading block at the top of a page: its one h1, a lead and optional calls to action. */
export function PageIntro({ title, lead, eyebrow, actions }: PageIntroProps) {
  return (
    <Wrapper>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        {lead && <Lead>{lead}</Lead>}
        {actions && <Actions>{actions}</Actions>}
      </Container>
    </Wrapper>
  );
}
