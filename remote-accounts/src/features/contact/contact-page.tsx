import styled from '@emotion/styled';
import { company, Container, PageIntro, Section, SectionHeading, VisuallyHidden } from '@vital/shared';
import { FormPanel } from '../forms/form-layout';
import { ContactChannels } from './contact-channels';
import { ContactForm } from './contact-form';
import { contactCopy } from './content/contact';
import { FaqList } from './faq-list';
import { OfficeList } from './office-list';

const FormSection = styled(FormPanel)({ maxWidth: '48rem' });

/** `/contact`: hero, three ways to reach us, the message form, offices and FAQs. */
export function ContactPage() {
  return (
    <>
      <PageIntro {...contactCopy.intro} />
      <Section aria-labelledby="contact-channels">
        <Container>
          <VisuallyHidden as="h2" id="contact-channels">
            {contactCopy.channels.heading}
          </VisuallyHidden>
          <ContactChannels />
        </Container>
      </Section>
      <Section tone="muted" aria-labelledby="contact-form">
        <Container>
          <SectionHeading id="contact-form" title={contactCopy.form.heading} lead={contactCopy.form.lead} />
          <FormSection>
            <ContactForm />
          </FormSection>
        </Container>
      </Section>
      <Section aria-labelledby="contact-offices">
        <Container>
          <SectionHeading id="contact-offices" title={contactCopy.offices.heading} lead={contactCopy.offices.lead} />
          <OfficeList offices={company.offices} />
        </Container>
      </Section>
      <Section tone="muted" aria-labelledby="contact-faq">
        <Container>
          <SectionHeading id="contact-faq" title={contactCopy.faq.heading} />
          <FaqList items={contactCopy.faq.items} />
        </Container>
      </Section>
    </>
  );
}
