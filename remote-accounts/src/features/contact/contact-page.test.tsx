import { closeChat, company, useIsChatOpen } from '@vital/shared';
import {
  act,
  answerApi,
  apiHeld,
  networkError,
  ok,
  renderWithProviders,
  reply,
  requestCount,
  screen,
  sentRequest,
  within,
  waitFor,
  type Reply,
} from '@vital/shared/testing';
import { ContactPage } from './contact-page';

jest.setTimeout(20_000);

const CONTACT_URL = 'http://api.test/api/contact-us';
const SUCCESS = "Your message has been sent successfully! We'll get back to you within 24 hours.";

const respondWith = (answer: Reply) => answerApi('/api/contact-us', answer);
// jsdom lays nothing out and has no scrollIntoView: the form brings a marked field into view with it.
const scrolledIntoView: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});
beforeEach(() => {
  scrolledIntoView.length = 0;
});
beforeEach(() => respondWith(reply(201, { success: true, message: 'Your message has been received.', data: { id: 1 } })));
afterEach(() => {
  closeChat();
});

function ChatProbe() {
  return <output aria-label="Chat">{useIsChatOpen() ? 'open' : 'closed'}</output>;
}

function renderContact() {
  return renderWithProviders(
    <>
      <ContactPage />
      <ChatProbe />
    </>,
    { route: '/contact' },
  );
}

const form = () => within(screen.getByRole('form', { name: 'Contact form' }));
const field = (name: string) => form().getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input, select, textarea' });
const send = () => form().getByRole('button', { name: /^(Send Message|Sending Message\.\.\.)$/ });
const toastWith = (text: string) => screen.findByText(text, { selector: '[role="status"] p' });

type User = ReturnType<typeof renderContact>['user'];

async function fillRequired(user: User) {
  await user.type(field('First Name'), 'Lin');
  await user.type(field('Email'), 'lin@example.com');
  await user.selectOptions(field('Inquiry Type'), 'Training Programs');
  await user.type(field('Message'), 'Do you run data engineering courses?');
}

describe('Contact page: content', () => {
  it('has one h1 and the three ways to reach us; Live Chat opens the chat assistant', async () => {
    const { user } = renderContact();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get in Touch');
    const channels = within(screen.getByRole('region', { name: 'Ways to reach us' }));
    expect(channels.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Email Us', 'Call Us', 'Live Chat']);
    expect(channels.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(channels.getByRole('link', { name: company.phone })).toHaveAttribute('href', company.phoneHref);

    expect(screen.getByRole('status', { name: 'Chat' })).toHaveTextContent('closed');
    await user.click(channels.getByRole('button', { name: 'Start Live Chat' }));
    expect(screen.getByRole('status', { name: 'Chat' })).toHaveTextContent('open');
  });

  it('shows the three offices with address, phone and e-mail', () => {
    renderContact();
    const offices = within(screen.getByRole('region', { name: 'Our Offices' }));
    expect(offices.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['New York', 'London', 'Singapore']);
    for (const office of company.offices) {
      expect(offices.getByText(office.address)).toBeInTheDocument();
      expect(offices.getByRole('link', { name: office.phone })).toHaveAttribute('href', office.phoneHref);
      expect(offices.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    }
  });

  it('lists four FAQs whose answers open and close from their buttons', async () => {
    const { user } = renderContact();
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const questions = faq.getAllByRole('button');
    expect(questions).toHaveLength(4);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

    const first = questions[0]!;
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('We reply to every message within 24 hours.');

    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('labels the form fields and marks first name, email, inquiry type and message required', () => {
    renderContact();
    expect(field('First Name')).toBeRequired();
    expect(field('Last Name')).not.toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toBeRequired();
    // The national number beside the country picker, with the phone keypad (phone-input.tsx says why it is a text input).
    expect(field('Phone')).toHaveAttribute('type', 'text');
    expect(field('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(field('Phone')).toHaveAttribute('autocomplete', 'tel-national');
    expect(field('Phone')).not.toBeRequired();
    expect(form().getByRole('button', { name: 'Country code: United States (+1)' })).toBeInTheDocument();
    expect(field('Inquiry Type')).toBeRequired();
    expect(within(field('Inquiry Type')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select an inquiry type',
      'For Companies',
      'For Professionals',
      'Training Programs',
    ]);
    expect(field('Message')).toBeRequired();
  });
});

describe('Contact page: sending', () => {
  it("with required fields missing, shows the 'Error' toast and sends nothing", async () => {
    const { user } = renderContact();
    await user.click(send());
    expect(await toastWith('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First Name')).toHaveAccessibleDescription('Please fill in this field.');
    expect(field('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Last Name')).not.toHaveAttribute('aria-invalid');
    // The first of them is brought into view and focused, read out with what is wrong.
    await waitFor(() => expect(field('First Name')).toHaveFocus());
    expect(scrolledIntoView).toEqual([field('First Name')]);
    expect(requestCount()).toBe(0);
  });

  it('unmarks a missing field as soon as the visitor fills it in', async () => {
    const { user } = renderContact();
    await user.click(send());
    await user.type(field('First Name'), 'Lin');
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    expect(field('First Name')).not.toHaveAccessibleDescription();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['a first name', 'First Name'],
    ['an email', 'Email'],
    ['a message', 'Message'],
  ])('refuses a message without %s (blank counts as missing)', async (_, label) => {
    const { user } = renderContact();
    await fillRequired(user);
    await user.clear(field(label));
    await user.type(field(label), '   ');
    await user.click(send());
    expect(await toastWith('Please fill in all required fields')).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(requestCount()).toBe(0);
  });

  it('refuses a message without an inquiry type', async () => {
    const { user } = renderContact();
    await fillRequired(user);
    await user.selectOptions(field('Inquiry Type'), '');
    await user.click(send());
    expect(await toastWith('Please fill in all required fields')).toBeInTheDocument();
    expect(requestCount()).toBe(0);
  });

  it('sends the spec payload with the dial code and nulls, then clears the form and the inquiry type', async () => {
    const { user } = renderContact();
    await fillRequired(user);
    await user.click(form().getByRole('button', { name: /^Country code:/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search by country or dial code' }), '+65{Enter}');
    await user.type(field('Phone'), '6123 4567');
    await user.click(send());

    expect(await toastWith(SUCCESS)).toBeInTheDocument();
    expect(requestCount()).toBe(1);
    expect(await sentRequest()).toMatchObject({
      url: CONTACT_URL,
      method: 'POST',
      body: {
        first_name: 'Lin',
        last_name: null,
        email: 'lin@example.com',
        phone_number: '+65 6123 4567',
        inquiry_type: 'Training Programs',
        message: 'Do you run data engineering courses?',
      },
    });
    for (const name of ['First Name', 'Last Name', 'Email', 'Phone', 'Inquiry Type', 'Message']) expect(field(name)).toHaveValue('');
    expect(form().getByRole('button', { name: 'Country code: United States (+1)' })).toBeInTheDocument();
  });

  it('sends a missing phone as null', async () => {
    const { user } = renderContact();
    await fillRequired(user);
    await user.type(field('Last Name'), 'Chen');
    await user.click(send());
    await toastWith(SUCCESS);
    expect((await sentRequest()).body).toMatchObject({ last_name: 'Chen', phone_number: null });
  });

  it("shows 'Sending Message...' on a disabled button and sends one request for a double submit", async () => {
    const call = apiHeld('/api/contact-us');
    const { user } = renderContact();
    await fillRequired(user);
    await user.click(send());
    expect(send()).toHaveTextContent('Sending Message...');
    expect(send()).toBeDisabled();
    await user.type(field('First Name'), '{Enter}');
    expect(requestCount()).toBe(1);
    await act(async () => call.release(ok({ id: 2 })));
    expect(await toastWith(SUCCESS)).toBeInTheDocument();
    expect(send()).toHaveTextContent('Send Message');
    expect(requestCount()).toBe(1);
  });

  it.each([
    ["the server's message", reply(400, { success: false, message: 'Please enter a valid email address.' }), 'Please enter a valid email address.'],
    ["'Failed to send message. Please try again.' without one", reply(500, ''), 'Failed to send message. Please try again.'],
    ["'Network error occurred' when the API is down", networkError, 'Network error occurred'],
  ])('on failure shows %s and keeps every field', async (_, answer, message) => {
    respondWith(answer);
    const { user } = renderContact();
    await fillRequired(user);
    await user.type(field('Last Name'), 'Chen');
    await user.type(field('Phone'), '555 0100');
    await user.click(send());

    expect(await toastWith(message)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Lin');
    expect(field('Last Name')).toHaveValue('Chen');
    expect(field('Email')).toHaveValue('lin@example.com');
    expect(field('Phone')).toHaveValue('555 0100');
    expect(field('Inquiry Type')).toHaveValue('Training Programs');
    expect(field('Message')).toHaveValue('Do you run data engineering courses?');
    expect(send()).toBeEnabled();
  });

  it.each([
    ['Please enter a valid email address.', 'Email'],
    ['First name is required.', 'First Name'],
    ['Phone number must be at most 40 characters.', 'Phone'],
    ['Message must be at most 5000 characters.', 'Message'],
  ])('marks the field the API refuses (“%s”) with its words, until it is changed', async (refusal, label) => {
    respondWith(reply(400, { success: false, message: refusal }));
    const { user } = renderContact();
    await fillRequired(user);
    await user.click(send());
    expect(await toastWith(refusal)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(refusal);
    expect(screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid') === 'true')).toHaveLength(1);
    await waitFor(() => expect(field(label)).toHaveFocus());

    await user.type(field(label), 'x');
    expect(field(label)).not.toHaveAttribute('aria-invalid');
  });

  it('marks no field for a refusal that names none, nor for a failure that is not a refusal', async () => {
    respondWith(reply(429, { success: false, message: 'Too many messages sent. Please enter a valid email address later.' }));
    const { user } = renderContact();
    await fillRequired(user);
    await user.click(send());
    expect(await toastWith('Too many messages sent. Please enter a valid email address later.')).toBeInTheDocument();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });
});
