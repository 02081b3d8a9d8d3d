/** Who we are and how to reach us: one source for the footer, Contact and the assistant. */
export const company = {
  name: 'Vital',
  tagline: 'Ethical Recruitment',
  description:
    'Vital connects professionals with companies through ethical recruitment, training programs and HR solutions.',
  email: 'hello@vital.example',
  phone: '+1 (212) 555-0142',
  phoneHref: 'tel:+12125550142',
  address: '350 Fifth Avenue, Suite 4100, New York, NY 10118',
  replyPromise: 'We reply within 24 hours.',
  offices: [
    {
      city: 'New York',
      address: '350 Fifth Avenue, Suite 4100, New York, NY 10118, USA',
      phone: '+1 (212) 555-0142',
      phoneHref: 'tel:+12125550142',
      email: 'newyork@vital.example',
    },
    {
      city: 'London',
      address: '30 St Mary Axe, London EC3A 8BF, United Kingdom',
      phone: '+44 20 7946 0321',
      phoneHref: 'tel:+442079460321',
      email: 'london@vital.example',
    },
    {
      city: 'Singapore',
      address: '1 Raffles Place, #40-01, Singapore 048616',
      phone: '+65 6555 0188',
      phoneHref: 'tel:+6565550188',
      email: 'singapore@vital.example',
    },
  ],
} as const;

export type Office = (typeof company.offices)[number];
