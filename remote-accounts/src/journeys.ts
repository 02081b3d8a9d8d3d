// What a visitor does on the accounts pages, run by the release check on the live site with a candidate
// swapped in. The format is shared/src/contract/journeys.ts: webpack.config.ts passes this to the build,
// which checks it against that type and writes it as journeys.json. Its words are the pages' own copy, so
// a change of wording changes the journey too. Each run makes a new account (`{{run}}` is new on each
// check) against the site's portal API, then signs in with it: the sign-up journey comes first.
import { INQUIRY_TYPES, paths } from '@vital/shared';
import { contactCopy } from './features/contact/content/contact';
import { dashboardCopy } from './features/dashboard/content/dashboard';
import { signinCopy } from './features/signin/content/signin';
import { accountFields } from './features/signup/content/account-fields';
import { signupCopy } from './features/signup/content/signup';

const visitor = {
  firstName: 'Release',
  email: 'check+{{run}}@example.test',
  // Eight characters or more, and none of the common passwords the API refuses.
  password: 'Journey-{{run}}-check',
};

/** A professional's field, by the label the sign-up form shows. */
const labelOf = (name: (typeof accountFields.professional)[number]['name']) =>
  accountFields.professional.find((field) => field.name === name)?.label ?? name;

/** The terms checkbox's name: its label's sentence, with both links' words. */
const { terms } = signupCopy;
const agreeToTerms = `${terms.lead}${terms.links.map((link) => link.label).join(terms.joiner)}`;

export const journeys = {
  journeys: [
    {
      name: 'sign up as a professional',
      steps: [
        { go: paths.signup },
        { fill: labelOf('firstName'), with: visitor.firstName },
        { fill: labelOf('email'), with: visitor.email },
        { fill: signupCopy.password, with: visitor.password },
        { fill: signupCopy.confirm, with: visitor.password },
        { check: agreeToTerms },
        { click: signupCopy.submit },
        { expectRequest: 'POST /api/signup/professional' },
        { expectText: signupCopy.success },
      ],
    },
    {
      name: 'sign in with that account',
      steps: [
        { go: paths.signin },
        { fill: signinCopy.email, with: visitor.email },
        { fill: signinCopy.password, with: visitor.password },
        { click: signinCopy.submit },
        { expectRequest: 'POST /api/signin' },
        { expectUrl: paths.dashboard },
        { expectHeading: dashboardCopy.greeting(visitor.firstName) },
      ],
    },
    {
      name: 'send a message from the contact page',
      steps: [
        { go: paths.contact },
        { fill: contactCopy.form.firstName, with: visitor.firstName },
        { fill: contactCopy.form.email, with: visitor.email },
        { select: contactCopy.form.inquiryType, option: INQUIRY_TYPES[0] },
        { fill: contactCopy.form.message, with: 'A message from the release check: no reply needed.' },
        { click: contactCopy.form.submit },
        { expectRequest: 'POST /api/contact-us' },
        { expectText: contactCopy.form.success },
      ],
    },
  ],
} as const;
