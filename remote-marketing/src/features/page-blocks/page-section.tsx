import { Container, Section, SectionHeading } from '@vital/shared';
import { useId, type ReactNode } from 'react';
import type { SectionCopy } from './types';

export interface PageSectionProps {
  heading: SectionCopy;
  tone?: 'plain' | 'muted';
  align?: 'start' | 'center';
  children: ReactNode;
}

/** A page section named by its own h2, so it is a landmark screen-reader users can jump to. */
export function PageSection({ heading, tone, align, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <Container>
        <SectionHeading {...heading} align={align} id={headingId} />
        {children}
      </Container>
    </Section>
  );
}
