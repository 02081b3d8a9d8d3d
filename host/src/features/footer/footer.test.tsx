import { createTestConfig, fireEvent, renderWithProviders, screen, within } from '@vital/shared/testing';
import { Footer } from './footer';
import { NewsletterForm } from './newsletter-form';

/** A promise the test settles by hand, to look at the pending state. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  const config = createTestConfig({
    portalUrl: 'https://portal.test/app/',
    portalPaths: { findOpportunities: '/search', uploadCv: '/cv/upload' },
  });

  it('links the company pages of the site', () => {
    renderWithProviders(<Footer onSubscribe={jest.fn()} />, { config });
    expect(hrefs(screen.getByRole('navigation', { name: 'Company' }))).toEqual([
      ['About Us', '/about'],
      ['Our Team', '/team'],
      ['Services', '/services'],
      ['Blogs', '/blogs'],
      ['Contact', '/contact'],
    ]);
  });

  it('links the pages for companies', () => {
    renderWithProviders(<Footer onSubscribe={jest.fn()} />, { config });
    expect(hrefs(screen.getByRole('navigation', { name: 'For Companies' }))).toEqual([
      ['Overview', '/for-companies'],
      ['Recruitment', '/recruitment'],
      ['HR Solutions', '/hr-solutions'],
      ['Success Stories', '/success-stories'],
      ['Post Requirements', '/post-requirements'],
    ]);
  });

  it('sends professionals to the portal addresses from the runtime config', () => {
    renderWithProviders(<Footer onSubscribe={jest.fn()} />, { config });
    expect(hrefs(screen.getByRole('navigation', { name: 'For Professionals' }))).toEqual([
      ['Find Jobs', 'https://portal.test/app/search'],
      ['Upload CV', 'https://portal.test/app/cv/upload'],
      ['Training', 'https://portal.test/app/training'],
      ['Career Resources', 'https://portal.test/app/resources'],
    ]);
  });

  it('shows the contact details as e-mail and phone links', () => {
    renderWithProviders(<Footer onSubscribe={jest.fn()} />, { config });
    expect(screen.getByRole('link', { name: 'hello@vital.example' })).toHaveAttribute('href', 'mailto:hello@vital.example');
    expect(screen.getByRole('link', { name: '+1 (212) 555-0142' })).toHaveAttribute('href', 'tel:+12125550142');
    expect(screen.getByText('350 Fifth Avenue, Suite 4100, New York, NY 10118')).toBeInTheDocument();
  });

  it('sends Privacy Policy, Terms of Service and Cookie Policy to /contact', () => {
    renderWithProviders(<Footer onSubscribe={jest.fn()} />, { config });
    expect(hrefs(screen.getByRole('navigation', { name: 'Legal' }))).toEqual([
      ['Privacy Policy', '/contact'],
      ['Terms of Service', '/contact'],
      ['Cookie Policy', '/contact'],
    ]);
  });

  it('shows the current year in the copyright line', () => {
    renderWithProviders(<Footer onSubscribe={jest.fn()} />, { config });
    expect(screen.getByText(`© ${new Date().getFullYear()} Vital. All rights reserved.`)).toBeInTheDocument();
  });

  it('contains the newsletter form', () => {
    renderWithProviders(<Footer onSubscribe={jest.fn()} />, { config });
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
  });
});

describe('NewsletterForm', () => {
  const email = () => screen.getByRole('textbox', { name: 'Email address' });
  const submit = () => screen.getByRole('button', { name: /^Subscrib/ });

  it('asks for an address when submitted empty, without subscribing', async () => {
    const onSubscribe = jest.fn(async () => {});
    const { user } = renderWithProviders(<NewsletterForm onSubscribe={onSubscribe} />);

    await user.click(submit());

    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Please enter your email address.');
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('treats an address of spaces as empty', async () => {
    const onSubscribe = jest.fn(async () => {});
    const { user } = renderWithProviders(<NewsletterForm onSubscribe={onSubscribe} />);
    await user.type(email(), '   ');
    await user.click(submit());
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it.each(['name', 'name@', 'name@example', 'na me@example.com', '@example.com'])(
    'refuses the invalid address %j and marks the field invalid',
    async (address) => {
      const onSubscribe = jest.fn(async () => {});
      const { user } = renderWithProviders(<NewsletterForm onSubscribe={onSubscribe} />);

      await user.type(email(), address);
      await user.click(submit());

      const message = 'Please enter a valid email address, like name@example.com.';
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(email()).toHaveAttribute('aria-invalid', 'true');
      expect(email()).toHaveAccessibleDescription(message);
      expect(email()).toHaveValue(address);
      expect(onSubscribe).not.toHaveBeenCalled();
    },
  );

  it('starts valid, without a message', () => {
    renderWithProviders(<NewsletterForm onSubscribe={jest.fn()} />);
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(email()).not.toHaveAttribute('aria-describedby');
  });

  it('subscribes the trimmed address, shows the pending state, then thanks and clears the field', async () => {
    const pending = deferred();
    const onSubscribe = jest.fn(() => pending.promise);
    const { user } = renderWithProviders(<NewsletterForm onSubscribe={onSubscribe} />);

    await user.type(email(), '  jo@example.com  ');
    await user.click(submit());

    expect(onSubscribe).toHaveBeenCalledTimes(1);
    expect(onSubscribe).toHaveBeenCalledWith('jo@example.com');
    expect(submit()).toHaveAccessibleName('Subscribing...');
    expect(submit()).toBeDisabled();

    pending.resolve();

    expect(await screen.findByText('Thank you for subscribing! Watch your inbox for our next update.')).toBeInTheDocument();
    expect(email()).toHaveValue('');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(submit()).toHaveAccessibleName('Subscribe');
    expect(submit()).toBeEnabled();
  });

  it('clears an earlier error once a valid address is sent', async () => {
    const { user } = renderWithProviders(<NewsletterForm onSubscribe={jest.fn(async () => {})} />);
    await user.click(submit());
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();

    await user.type(email(), 'jo@example.com');
    await user.click(submit());

    expect(await screen.findByText(/Thank you for subscribing!/)).toBeInTheDocument();
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
  });

  it('shows the error’s message on failure and keeps the typed address', async () => {
    const pending = deferred();
    const { user } = renderWithProviders(<NewsletterForm onSubscribe={() => pending.promise} />);

    await user.type(email(), 'jo@example.com');
    await user.click(submit());
    pending.reject(new Error('Subscriptions are paused.'));

    expect(await screen.findByText('Subscriptions are paused.')).toBeInTheDocument();
    expect(email()).toHaveValue('jo@example.com');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveAccessibleName('Subscribe');
  });

  it.each([
    ['a non-Error value', 'nope'],
    ['an Error without a message', new Error('')],
  ])('falls back to a general message when the rejection is %s', async (_, reason) => {
    const { user } = renderWithProviders(<NewsletterForm onSubscribe={() => Promise.reject(reason)} />);
    await user.type(email(), 'jo@example.com');
    await user.click(submit());
    expect(
      await screen.findByText('We could not subscribe you right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(email()).toHaveValue('jo@example.com');
  });

  it('ignores a second submit while the first is pending', async () => {
    const pending = deferred();
    const onSubscribe = jest.fn(() => pending.promise);
    const { user } = renderWithProviders(<NewsletterForm onSubscribe={onSubscribe} />);

    await user.type(email(), 'jo@example.com');
    await user.click(submit());
    // The button is disabled, so submit the form directly, as Enter in the field might.
    fireEvent.submit(screen.getByRole('form', { name: 'Newsletter' }));
    await user.type(email(), '{Enter}');

    expect(onSubscribe).toHaveBeenCalledTimes(1);
    pending.resolve();
    expect(await screen.findByText(/Thank you for subscribing!/)).toBeInTheDocument();
  });

  it('submits with Enter in the field', async () => {
    const onSubscribe = jest.fn(async () => {});
    const { user } = renderWithProviders(<NewsletterForm onSubscribe={onSubscribe} />);
    await user.type(email(), 'jo@example.com{Enter}');
    expect(onSubscribe).toHaveBeenCalledWith('jo@example.com');
    expect(await screen.findByText(/Thank you for subscribing!/)).toBeInTheDocument();
  });
});
