import {
  answerApi,
  apiHeld,
  networkError,
  ok,
  renderWithProviders,
  reply,
  requestCount,
  screen,
  sentRequest,
  userEvent,
  waitFor,
  within,
  act,
  type Reply,
} from '@vital/shared/testing';
import { leaveSite } from './leave-site';
import { SignupPage } from './signup-page';

// Leaving the site would unload the test's page: the call is recorded instead.
jest.mock('./leave-site', () => ({ leaveSite: jest.fn() }));

const PROFESSIONAL_URL = 'http://api.test/api/signup/professional';
const COMPANY_URL = 'http://api.test/api/signup/company';
const DUPLICATE = 'An account with this email already exists. Sign in instead, or use another email address.';
const createdUser = { id: '7', email: 'ada@example.com', name: 'Ada Lovelace', userType: 'professional' };

// Typing whole forms key by key takes a few seconds on a busy machine.
jest.setTimeout(20_000);

/** Answers both sign-up calls (professional and company) with `answer`. */
const respondWith = (answer: Reply) => {
  answerApi('/api/signup/professional', answer);
  answerApi('/api/signup/company', answer);
};
beforeEach(() => respondWith(reply(201, { success: true, message: 'Account created successfully.', data: createdUser })));

/** A control by its label; a required field's label ends with the visual asterisk. */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input, select' });
const submitButton = () => screen.getByRole('button', { name: /^(Create Account|Creating\.\.\.)$/ });
const terms = () => screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });

function renderSignup(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<SignupPage />, { route: '/signup', ...options });
}

type User = ReturnType<typeof userEvent.setup>;

async function fillProfessional(user: User, values: Partial<Record<string, string>> = {}) {
  const v = { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', location: 'London, UK', password: 'Analytical#1843', confirm: 'Analytical#1843', ...values };
  if (v.first) await user.type(field('First Name'), v.first);
  if (v.last) await user.type(field('Last Name'), v.last);
  if (v.email) await user.type(field('Email'), v.email);
  if (v.location) await user.type(field('Location'), v.location);
  if (v.password) await user.type(field('Password'), v.password);
  if (v.confirm) await user.type(field('Confirm Password'), v.confirm);
}

async function choosePhoneCountry(user: User, search: string, option: string) {
  await user.click(screen.getByRole('button', { name: /^Country code:/ }));
  await user.type(screen.getByRole('combobox', { name: 'Search by country or dial code' }), search);
  await user.click(screen.getByRole('option', { name: option }));
}

describe('Sign-up page: fields', () => {
  it('has one h1, the two tabs and a link to sign in', () => {
    renderSignup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Your Account');
    const tabs = within(screen.getByRole('tablist', { name: 'Account type' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Professional', 'true'],
      ['Company', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Professional' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('labels every professional field and marks the required ones', () => {
    renderSignup();
    expect(field('First Name')).toBeRequired();
    expect(field('Last Name')).not.toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toBeRequired();
    // The national number beside the country picker, with the phone keypad (phone-input.tsx says why it is a text input).
    expect(field('Phone')).toHaveAttribute('type', 'text');
    expect(field('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(field('Phone')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByRole('button', { name: 'Country code: United States (+1)' })).toBeInTheDocument();
    expect(field('Location')).not.toBeRequired();
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(field('Password')).toBeRequired();
    expect(field('Confirm Password')).toBeRequired();
    expect(screen.queryByLabelText(/^Company Name/)).not.toBeInTheDocument();
  });

  it('switches to the Company fields with the tab, by mouse or arrow key', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('tab', { name: 'Company' }));
    expect(screen.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Company Name')).not.toBeRequired();
    expect(field('Email')).toBeRequired();
    expect(field('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(field('Phone')).toHaveAttribute('autocomplete', 'tel-national');
    expect(field('Website')).toHaveAttribute('type', 'url');
    expect(field('Location')).toBeInTheDocument();
    expect(within(field('Industry')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select an industry',
      'IT & Technology',
      'Healthcare',
      'Engineering',
      'Finance & Banking',
      'Manufacturing',
      'Other',
    ]);
    expect(screen.queryByLabelText(/^First Name/)).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Professional' })).toHaveFocus();
    expect(field('First Name')).toBeInTheDocument();
  });

  it('shows and hides each password with its own labelled button', async () => {
    const { user } = renderSignup();
    await user.type(field('Password'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(field('Confirm Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(field('Confirm Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide confirm password' })).toBeInTheDocument();
  });

  it('keeps what was typed on each tab when switching between them', async () => {
    const { user } = renderSignup();
    await user.type(field('First Name'), 'Ada');
    await user.click(screen.getByRole('tab', { name: 'Company' }));
    await user.type(field('Company Name'), 'Acme');
    await user.click(screen.getByRole('tab', { name: 'Professional' }));
    expect(field('First Name')).toHaveValue('Ada');
    await user.click(screen.getByRole('tab', { name: 'Company' }));
    expect(field('Company Name')).toHaveValue('Acme');
  });
});

describe('Sign-up page: validation', () => {
  it('keeps the button disabled until the terms are ticked, and says why', async () => {
    const { user } = renderSignup();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Please agree to the Terms and Privacy Policy.');
    expect(terms()).toHaveAccessibleDescription('Please agree to the Terms and Privacy Policy.');
    await user.click(terms());
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText('Please agree to the Terms and Privacy Policy.')).not.toBeInTheDocument();
  });

  it('links the Terms of Service and the Privacy Policy named by the terms box, where the footer does, in a new tab', async () => {
    renderSignup();
    const label = terms().closest('div')!.querySelector('label')!;
    for (const name of ['Terms of Service', 'Privacy Policy']) {
      const link = within(label).getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/contact');
      // A new tab keeps what was typed here, passwords included.
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
  });

  it('sends nothing when Enter is pressed without the terms ticked', async () => {
    const { user } = renderSignup();
    await fillProfessional(user);
    await user.type(field('Email'), '{Enter}');
    expect(requestCount()).toBe(0);
    expect(screen.getByText('Please agree to the Terms and Privacy Policy.')).toBeInTheDocument();
  });

  it("says 'Passwords do not match.', sends nothing and keeps every value", async () => {
    const { user } = renderSignup();
    await fillProfessional(user, { confirm: 'Analytical#1844' });
    await user.click(terms());
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(field('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Confirm Password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(requestCount()).toBe(0);
    expect(field('First Name')).toHaveValue('Ada');
    expect(field('Password')).toHaveValue('Analytical#1843');
    expect(field('Confirm Password')).toHaveValue('Analytical#1844');

    await user.type(field('Confirm Password'), '{Backspace}3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Sign-up page: sending', () => {
  it('sends a professional with the spec field names, the dial code in front of the phone and nulls for blanks', async () => {
    const { user } = renderSignup();
    await fillProfessional(user, { last: '', location: '' });
    await choosePhoneCountry(user, 'united kingdom', 'United Kingdom +44');
    await user.type(field('Phone'), '7700 900123');
    await user.click(terms());
    await user.click(submitButton());

    await screen.findByText('Account created successfully.');
    expect(requestCount()).toBe(1);
    const request = await sentRequest();
    expect(request).toMatchObject({ url: PROFESSIONAL_URL, method: 'POST' });
    expect(request.body).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: null,
      location: null,
      phone_number: '+44 7700 900123',
      password: 'Analytical#1843',
    });
  });

  it('sends a company from the Company tab with its own fields', async () => {
    respondWith(reply(201, { success: true, data: { ...createdUser, userType: 'company', name: 'Acme' } }));
    const { user } = renderSignup();
    await user.click(screen.getByRole('tab', { name: 'Company' }));
    await user.type(field('Company Name'), 'Acme Hiring');
    await user.type(field('Email'), 'hr@acme.example');
    await user.type(field('Phone'), '(416) 555-0100');
    await choosePhoneCountry(user, 'canada', 'Canada +1');
    await user.type(field('Website'), 'https://acme.example');
    await user.selectOptions(field('Industry'), 'Manufacturing');
    await user.type(field('Password'), 'Factory#2026');
    await user.type(field('Confirm Password'), 'Factory#2026');
    await user.click(terms());
    await user.click(submitButton());

    await screen.findByText('Account created successfully.');
    const request = await sentRequest();
    expect(request.url).toBe(COMPANY_URL);
    expect(request.body).toEqual({
      email: 'hr@acme.example',
      name: 'Acme Hiring',
      phone_number: '+1 (416) 555-0100',
      website: 'https://acme.example',
      location: null,
      industry: 'Manufacturing',
      password: 'Factory#2026',
    });
  });

  it("shows 'Creating...' on a disabled button while sending and ignores a repeat submit", async () => {
    const call = apiHeld('/api/signup/professional');
    const { user } = renderSignup();
    await fillProfessional(user);
    await user.click(terms());
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Creating...');
    expect(submitButton()).toBeDisabled();
    await user.type(field('Email'), '{Enter}');
    expect(requestCount()).toBe(1);

    await act(async () => call.release(ok(createdUser)));
    expect(await screen.findByRole('status')).toHaveTextContent('Account created successfully.');
    expect(requestCount()).toBe(1);
  });

  it('goes to the portal login 2 s after the success message', async () => {
    jest.useFakeTimers();
    renderSignup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await fillProfessional(user);
    await user.click(terms());
    await user.click(submitButton());
    expect(await screen.findByText('Account created successfully.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    act(() => jest.advanceTimersByTime(1999));
    expect(leaveSite).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(leaveSite).toHaveBeenCalledWith('https://portal.test/login');
    jest.useRealTimers();
  });

  it.each([
    ["the server's message", reply(409, { success: false, message: DUPLICATE }), DUPLICATE],
    ["'Signup failed' when the server gives no message", reply(500, 'Internal Server Error'), 'Signup failed'],
    ["'Signup failed' for an unsuccessful answer", reply(200, { success: false }), 'Signup failed'],
    ["'Network error occurred' when the API is down", networkError, 'Network error occurred'],
  ])('on failure shows %s and keeps everything typed', async (_, answer, message) => {
    respondWith(answer);
    const { user } = renderSignup();
    await fillProfessional(user);
    await user.click(terms());
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(submitButton()).toHaveTextContent('Create Account');
    expect(submitButton()).toBeEnabled();
    expect(field('First Name')).toHaveValue('Ada');
    expect(field('Last Name')).toHaveValue('Lovelace');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Location')).toHaveValue('London, UK');
    expect(field('Password')).toHaveValue('Analytical#1843');
    expect(field('Confirm Password')).toHaveValue('Analytical#1843');
    expect(terms()).toBeChecked();

    // A second attempt is possible once the first has failed.
    await user.click(submitButton());
    await waitFor(() => expect(requestCount()).toBe(2));
  });
});
