import { useId, type ReactNode } from 'react';
import { Container, Section } from './layout';
import { SectionHeading, type SectionHeadingProps } from './section-heading';

/** The copy of a section's h2 block (eyebrow, title, lead), as content files write it. */
export type SectionCopy = Omit<SectionHeadingProps, 'id' | 'align'>;

export interface PageSectionProps {
  heading: SectionCopy;
  tone?: 'plain' | 'muted';
  align?: 'start' | 'center';
  children: ReactNode;
}

/** A page section named by its own h2, so it is a region landmark screen-reader users can jump to. */
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
