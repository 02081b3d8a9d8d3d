import styled from '@emotion/styled';
import { mq } from '../theme/tokens';
import { ActionButtons, type PageAction } from './action-buttons';
import { ButtonGroup } from './button-group';
import { Container } from './layout';

const Band = styled.section(({ theme }) => ({
  paddingBlock: theme.space[16],
  background: `linear-gradient(135deg, ${theme.colors.surfaceInverse} 0%, ${theme.colors.primaryHover} 100%)`,
  color: theme.colors.textInverse,
  textAlign: 'center',
  h2: { color: theme.colors.textInverse, fontSize: theme.fontSizes['2xl'], [mq.md]: { fontSize: theme.fontSizes['4xl'] } },
  p: { color: theme.colors.textInverseMuted, fontSize: theme.fontSizes.lg, maxWidth: '40rem', margin: `${theme.space[4]} auto 0` },
  'a:focus-visible, button:focus-visible': { outlineColor: theme.colors.focusInverse },
}));

const Actions = styled(ButtonGroup)(({ theme }) => ({ marginTop: theme.space[8] }));

export interface CallToActionProps {
  title: string;
  text?: string;
  /** The next steps; the first is the main one. */
  actions: readonly PageAction[];
}

/** The closing band of a page: a heading, a line of text and the next steps. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  return (
    <Band>
      <Container>
        <h2>{title}</h2>
        {text && <p>{text}</p>}
        <Actions isCentered>
          <ActionButtons actions={actions} tone="dark" />
        </Actions>
      </Container>
    </Band>
  );
}
