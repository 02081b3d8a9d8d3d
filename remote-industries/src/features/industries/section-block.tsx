import { Container, Section, SectionHeading } from '@vital/shared';
import { useId, type ReactNode } from 'react';
import type { SectionCopy } from './content/types';

/** A page section named by its own h2, so it is a region landmark with that name. */
export function SectionBlock({ copy, tone, children }: { copy: SectionCopy; tone?: 'plain' | 'muted'; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <Container>
        <SectionHeading id={headingId} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        {children}
      </Container>
    </Section>
  );
}
