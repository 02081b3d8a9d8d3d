import { act, answerApi, apiDown, apiHeld, apiOk, apiPending, ok, renderWithProviders, reply, requestCount, screen, within } from '@vital/shared/testing';
import { servicesCopy, servicesIntro } from './content/services';
import { ServicesPage } from './services-page';

const cards = () => screen.queryAllByRole('article');
const card = (title: string) => within(screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement);

describe('ServicesPage', () => {
  it('is titled Our Services & Solutions and trusted by 2K+ companies', () => {
    apiPending('/api/services');
    renderWithProviders(<ServicesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services & Solutions' })).toBeInTheDocument();
    expect(screen.getByText(servicesIntro.lead)).toBeInTheDocument();
    expect(screen.getByText('Trusted by 2K+ Companies')).toBeInTheDocument();
  });

  it('shows no cards and a 0 badge until the call succeeds, then the services and their count', async () => {
    const call = apiHeld('/api/services');
    renderWithProviders(<ServicesPage />);
    expect(screen.getByText('0 Services')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(servicesCopy.loading);

    await act(async () => call.release(ok([{ title: 'One' }, { title: 'Two' }])));
    expect(await screen.findByText('2 Services')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });

  it('applies the card rules to what the server sends', async () => {
    apiOk('/api/services', [
      { key: 'companies', title: 'For Companies', description: 'Hire.', features: ['a', 'b', 'c', 'd', 'e'], expertise: ['x'], route: '/for-companies' },
      { name: 'Named Only', expertise: ['Tax', 'Payroll'] },
      { description: 'No title at all.' },
    ]);
    renderWithProviders(<ServicesPage />);
    expect(await screen.findByText('3 Services')).toBeInTheDocument();

    const companies = card('For Companies');
    expect(companies.getByText('Hire.')).toBeInTheDocument();
    expect(companies.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b', 'c', 'd']);
    expect(companies.getByText('Global Reach')).toBeInTheDocument();
    const learnMore = companies.getByRole('link', { name: 'Learn More about For Companies' });
    expect(learnMore).toHaveAttribute('href', '/for-companies');
    expect(learnMore).toHaveTextContent(/^Learn More/);

    const named = card('Named Only');
    expect(named.getByText('Tailored recruitment and career solutions designed around your goals.')).toBeInTheDocument();
    expect(named.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tax', 'Payroll']);
    expect(named.getByText('Global Reach')).toBeInTheDocument();
    expect(named.queryByRole('link')).not.toBeInTheDocument();

    const untitled = card('Service');
    expect(untitled.getByText('No title at all.')).toBeInTheDocument();
    expect(untitled.queryByRole('list')).not.toBeInTheDocument();
    expect(untitled.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says there are no services, with a 0 badge, when the server has none', async () => {
    apiOk('/api/services', []);
    renderWithProviders(<ServicesPage />);
    expect(await screen.findByText(servicesCopy.empty)).toBeInTheDocument();
    expect(screen.getByText('0 Services')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requestCount()).toBe(1);
  });

  it('settles on the empty list and a short message when the call fails, instead of loading for ever', async () => {
    apiDown('/api/services');
    renderWithProviders(<ServicesPage />);
    expect(await screen.findByText(servicesCopy.empty)).toBeInTheDocument();
    expect(screen.getByText('0 Services')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(servicesCopy.loading)).not.toBeInTheDocument();
  });

  it('settles the same way on an answer that is not a list', async () => {
    answerApi('/api/services', reply(500, { success: false, message: 'Down for maintenance' }));
    renderWithProviders(<ServicesPage />);
    expect(await screen.findByText(servicesCopy.empty)).toBeInTheDocument();
    expect(screen.queryByText('Down for maintenance')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes with the ways to the companies and professionals pages', () => {
    apiPending('/api/services');
    renderWithProviders(<ServicesPage />);
    expect(screen.getByRole('link', { name: servicesCopy.closing.actions[0].label })).toHaveAttribute('href', '/for-companies');
    expect(screen.getByRole('link', { name: servicesCopy.closing.actions[1].label })).toHaveAttribute('href', '/for-professionals');
  });
});
