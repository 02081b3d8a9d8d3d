import { Container, Section, SectionHeading, type SectionHeadingProps } from '@vital/shared';
import { useId, type ReactNode } from 'react';

/** The copy of a section's h2 block, as content files write it. */
export type HeadingContent = Omit<SectionHeadingProps, 'id'>;

export interface PageSectionProps {
  heading: HeadingContent;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** A section of a page, named by its h2 so it is a landmark screen-reader users can jump to. */
export function PageSection({ heading, tone, children }: PageSectionProps) {
  const id = useId();
  return (
    <Section tone={tone} aria-labelledby={id}>
      <Container>
        <SectionHeading {...heading} id={id} />
        {children}
      </Container>
    </Section>
  );
}
