import { paths, type RemoteModule } from '@vital/shared';
import { renderWithProviders, screen } from '@vital/shared/testing';
import * as remoteModule from './routes';

const expected: Array<[string, string]> = [
  [paths.industries, 'Industries We Serve'],
  [paths.industryIt, 'IT & Technology'],
  [paths.industryHealthcare, 'Healthcare'],
  [paths.industryEngineering, 'Engineering'],
  [paths.industryFinance, 'Finance and Banking'],
  [paths.industryManufacturing, 'Manufacturing Excellence'],
  [paths.industryOthers, 'Diverse Career Opportunities'],
];

describe('the industries remote', () => {
  it('keeps the RemoteModule contract and serves exactly the seven industry routes', () => {
    const module: RemoteModule = remoteModule;
    expect(module.remote).toBe('industries');
    expect(Object.keys(module.routes).sort()).toEqual(expected.map(([pattern]) => pattern).sort());
  });

  it.each(expected)('%s renders its page with the h1 “%s”', (pattern, title) => {
    const Page = remoteModule.routes[pattern as keyof typeof remoteModule.routes]!;
    renderWithProviders(<Page />, { route: pattern });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });
});
