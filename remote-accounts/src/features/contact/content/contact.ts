import { company, type IconName, type PageIntroProps } from '@vital/shared';

export interface ContactChannel {
  key: 'email' | 'phone' | 'chat';
  icon: IconName;
  title: string;
  text: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** Contact page copy (docs/product.md, Pages and Forms); addresses and offices come from `company`. */
export const contactCopy = {
  intro: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    lead: "Questions about hiring, careers or training? We'll get back to you within 24 hours.",
  } satisfies PageIntroProps,
  channels: {
    heading: 'Ways to reach us',
    items: [
      { key: 'email', icon: 'mail', title: 'Email Us', text: 'Write to us about hiring, careers or training.' },
      { key: 'phone', icon: 'phone', title: 'Call Us', text: 'Speak with our team in New York.' },
      { key: 'chat', icon: 'chat', title: 'Live Chat', text: 'Get instant answers from our assistant.' },
    ] satisfies ContactChannel[],
    email: { label: company.email, href: `mailto:${company.email}` },
    phone: { label: company.phone, href: company.phoneHref },
    chatAction: 'Start Live Chat',
  },
  form: {
    heading: 'Send Us a Message',
    lead: "Fill in the form and we'll get back to you within 24 hours.",
    label: 'Contact form',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    phone: 'Phone',
    inquiryType: 'Inquiry Type',
    inquiryPlaceholder: 'Select an inquiry type',
    message: 'Message',
    messagePlaceholder: 'How can we help?',
    submit: 'Send Message',
    submitting: 'Sending Message...',
    errorTitle: 'Error',
    missingFields: 'Please fill in all required fields',
    /** Beneath each required field left empty. */
    missingField: 'Please fill in this field.',
    successTitle: 'Message Sent',
    success: "Your message has been sent successfully! We'll get back to you within 24 hours.",
    failed: 'Failed to send message. Please try again.',
    thrown: 'Something went wrong. Please try again.',
  },
  offices: {
    heading: 'Our Offices',
    lead: 'Meet us in person in the Americas, Europe and Asia.',
    phone: 'Phone',
    email: 'Email',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How soon will I hear back?',
        answer: 'We reply to every message within 24 hours. For a quick answer, start a Live Chat with our assistant.',
      },
      {
        question: 'Is Vital free for professionals?',
        answer:
          'Yes. Job matching is free for professionals; we charge only for premium training and certification programs.',
      },
      {
        question: 'How quickly can you fill a role?',
        answer:
          'Most roles are filled in 15 days or less, and every placement comes with a 6-month replacement guarantee.',
      },
      {
        question: 'Which industries and countries do you cover?',
        answer:
          'IT & Technology, Healthcare, Engineering, Finance & Banking, Manufacturing and more, in 50+ countries.',
      },
    ] satisfies Faq[],
  },
} as const;
