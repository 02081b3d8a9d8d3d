import { Card, IconTile, PageSection } from '@vital/shared';
import { CardGrid } from '../page-blocks/card-grid';
import type { whyChooseUs } from './content/home';

/** Why choose us, six benefit cards. */
export function WhyChooseUs({ content }: { content: typeof whyChooseUs }) {
  return (
    <PageSection heading={content.heading}>
      <CardGrid
        items={content.benefits}
        getKey={(benefit) => benefit.title}
        min="18rem"
        renderItem={(benefit, index) => (
          <Card>
            <IconTile name={benefit.icon} tone={index % 2 ? 'accent' : 'primary'} />
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </Card>
        )}
      />
    </PageSection>
  );
}
