import { renderWithProviders, requestCount, screen, within } from '@vital/shared/testing';
import { Route, Routes, useLocation } from '@vital/shared/router';
import { SignupPage } from '../signup/signup-page';
import { RegisterPage } from './register-page';

jest.setTimeout(20_000);

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input, select' });

function Where() {
  return <output aria-label="Path">{useLocation().pathname}</output>;
}

function renderRegister() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/signup" element={<SignupPage />} />
      </Routes>
      <Where />
    </>,
    { route: '/register' },
  );
}

describe('Registration mock-up', () => {
  it('has one h1 and Professional and Company tabs with labelled fields, and no password', async () => {
    const { user } = renderRegister();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Register with Vital');
    for (const name of ['First Name', 'Last Name', 'Email', 'Phone', 'Location']) expect(field(name)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Company' }));
    for (const name of ['Company Name', 'Email', 'Phone', 'Website', 'Location', 'Industry']) expect(field(name)).toBeInTheDocument();
    expect(screen.getByText('Nothing is sent from this page. Next, you choose a password and create your account.')).toBeInTheDocument();
  });

  it('does not continue while a field marked required is empty, on either tab', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));
    expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent('/register');
    expect(field('First Name')).toBeInvalid();
    expect(field('Email')).toBeInvalid();
    expect(field('Last Name')).toBeValid();

    await user.type(field('First Name'), 'Grace');
    await user.type(field('Email'), 'grace');
    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));
    expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent('/register');
    expect(field('Email')).toBeInvalid();

    await user.click(screen.getByRole('tab', { name: 'Company' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));
    expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent('/register');
    expect(field('Email')).toBeInvalid();
    expect(field('Company Name')).toBeValid();
  });

  it('sends nothing and continues to /signup on the same tab with what was typed', async () => {
    const { user } = renderRegister();
    await user.type(field('First Name'), 'Grace');
    await user.click(screen.getByRole('tab', { name: 'Company' }));
    await user.type(field('Company Name'), 'Hopper Systems');
    await user.type(field('Email'), 'jobs@hopper.example');
    await user.click(screen.getByRole('button', { name: /^Country code:/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search by country or dial code' }), 'Singapore{Enter}');
    await user.type(field('Phone'), '6123 4567');
    await user.type(field('Website'), 'https://hopper.example');
    await user.selectOptions(field('Industry'), 'IT & Technology');
    await user.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));

    expect(screen.getByRole('status', { name: 'Path' })).toHaveTextContent('/signup');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Your Account');
    expect(requestCount()).toBe(0);

    expect(screen.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByLabelText(/^Company Name/)).toHaveValue('Hopper Systems');
    expect(panel.getByLabelText(/^Email/)).toHaveValue('jobs@hopper.example');
    expect(panel.getByRole('button', { name: 'Country code: Singapore (+65)' })).toBeInTheDocument();
    expect(panel.getByLabelText(/^Phone/)).toHaveValue('6123 4567');
    expect(panel.getByLabelText(/^Website/)).toHaveValue('https://hopper.example');
    expect(panel.getByLabelText(/^Industry/)).toHaveValue('IT & Technology');
    expect(panel.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('');

    await user.click(screen.getByRole('tab', { name: 'Professional' }));
    expect(within(screen.getByRole('tabpanel')).getByLabelText(/^First Name/)).toHaveValue('Grace');
  });
});
