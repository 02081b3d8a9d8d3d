import { createApiClient, signIn, AUTH_STORAGE_KEY } from '@vital/shared';
import {
  answerApi,
  apiHeld,
  apiOk,
  createTestConfig,
  networkError,
  ok,
  renderWithProviders,
  reply,
  requestCount,
  screen,
  sentRequest,
  testUsers,
  act,
  within,
  type Reply,
} from '@vital/shared/testing';
import { createHash } from 'node:crypto';
import { Route, Routes, useLocation } from '@vital/shared/router';
import { SigninPage } from './signin-page';

jest.setTimeout(20_000);

const SIGNIN_URL = 'http://api.test/api/signin';
const signedUp = { id: '12', email: 'ada@example.com', name: 'Ada Lovelace', userType: 'professional' };

const respondWith = (answer: Reply) => answerApi('/api/signin', answer);
beforeEach(() => apiOk('/api/signin', signedUp, 'Signed in successfully.'));

/** The host's wiring: the auth context checks credentials with POST /api/signin. */
const authenticate = (credentials: Parameters<typeof signIn>[1]) => signIn(createApiClient('http://api.test'), credentials);

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderSignin(route = '/signin', options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/signin" element={<SigninPage />} />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        <Route path="/contact" element={<h1>Contact page</h1>} />
      </Routes>
      <Where />
    </>,
    { route, authenticate, ...options },
  );
}

const email = () => screen.getByLabelText(/^Email\*?$/);
const password = () => screen.getByLabelText(/^Password\*?$/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: /^(Sign In|Signing In\.\.\.)$/ });
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

async function fillAndSubmit(user: ReturnType<typeof renderSignin>['user'], values = { email: 'ada@example.com', password: 'Analytical#1843' }) {
  await user.type(email(), values.email);
  await user.type(password(), values.password);
  await user.click(submit());
}

describe('Sign-in page', () => {
  it('has one h1, the two user-type tabs, labelled required fields and a link to sign up', () => {
    renderSignin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(within(screen.getByRole('tablist', { name: 'Account type' })).getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Professional',
      'Company',
    ]);
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toBeRequired();
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('signs in through POST /api/signin with the chosen user type and lands on the dashboard', async () => {
    const { user } = renderSignin();
    await user.click(screen.getByRole('tab', { name: 'Company' }));
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(await sentRequest()).toMatchObject({
      url: SIGNIN_URL,
      method: 'POST',
      body: { email: 'ada@example.com', password: 'Analytical#1843', userType: 'company' },
    });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual(signedUp);
  });

  it('returns to `next` when it is a path of this site', async () => {
    const { user } = renderSignin('/signin?next=%2Fcontact');
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });

  it.each(['https://evil.example/', '//evil.example', 'javascript:alert(1)'])('ignores an unsafe next (%s)', async (next) => {
    const { user } = renderSignin(`/signin?next=${encodeURIComponent(next)}`);
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it.each([
    ['wrong credentials', reply(401, { success: false, message: 'Invalid email or password.' }), 'Invalid email or password.'],
    [
      'too many attempts',
      reply(429, { success: false, message: 'Too many sign-in attempts. Please wait 30 seconds and try again.' }),
      'Too many sign-in attempts. Please wait 30 seconds and try again.',
    ],
    ['an answer without a message', reply(500, { success: false }), 'Sign in failed'],
    ['an unsuccessful answer without a message', reply(200, { success: false }), 'Sign in failed'],
    ['the API being down', networkError, 'Network error occurred'],
  ])('on %s shows what went wrong and keeps the fields and the tab', async (_, answer, message) => {
    respondWith(answer);
    const { user } = renderSignin();
    await user.click(screen.getByRole('tab', { name: 'Company' }));
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(email()).toHaveValue('ada@example.com');
    expect(password()).toHaveValue('Analytical#1843');
    expect(screen.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(message);
    expect(submit()).toBeEnabled();
    expect(location()).toBe('/signin');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('shows the latest message after a second failure', async () => {
    respondWith(reply(401, { success: false, message: 'Invalid email or password.' }));
    const { user } = renderSignin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');

    respondWith(networkError);
    await user.click(submit());
    expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("shows 'Signing In...' while it checks and sends one request for a double submit", async () => {
    const call = apiHeld('/api/signin');
    const { user } = renderSignin();
    await fillAndSubmit(user);
    expect(submit()).toHaveTextContent('Signing In...');
    expect(submit()).toBeDisabled();
    await user.type(password(), '{Enter}');
    expect(requestCount()).toBe(1);
    await act(async () => call.release(ok(signedUp)));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('accepts a demo account in demo mode after the simulated 1 s delay, without calling the API', async () => {
    const config = createTestConfig({
      demoMode: true,
      demoAccounts: [
        {
          email: 'professional@demo.test',
          userType: 'professional',
          passwordSha256: createHash('sha256').update('Demo#Pass1').digest('hex'),
        },
      ],
    });
    const { user } = renderSignin('/signin', { config });
    const started = Date.now();
    await fillAndSubmit(user, { email: 'professional@demo.test', password: 'Demo#Pass1' });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(requestCount()).toBe(0);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toMatchObject({ name: 'Demo Professional' });
  });

  it('sends a visitor who is already signed in straight on', async () => {
    renderSignin('/signin', { user: testUsers.company });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(requestCount()).toBe(0);
  });
});
