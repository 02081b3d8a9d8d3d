import styled from '@emotion/styled';
import { mq, Reveal } from '@vital/shared';
import type { ProcessStepContent } from './types';

const Steps = styled.ol(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))' },
}));

const Step = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  height: '100%',
  padding: theme.space[6],
  borderRadius: theme.radii.xl,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.borderSoft}`,
  boxShadow: theme.shadows.sm,
  h3: { fontSize: theme.fontSizes.lg },
  p: { color: theme.colors.textMuted },
}));

const StepNumber = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.primary,
  color: theme.colors.textInverse,
  fontWeight: theme.fontWeights.bold,
}));

/** A numbered process, one card per step, revealed in order. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStepContent[] }) {
  return (
    <Steps>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Reveal step={index}>
            <Step>
              <StepNumber>{index + 1}</StepNumber>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </Step>
          </Reveal>
        </li>
      ))}
    </Steps>
  );
}
