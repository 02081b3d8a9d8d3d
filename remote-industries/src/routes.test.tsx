import { paths } from '@vital/shared';
import { describeRegistryPages, renderWithProviders, screen } from '@vital/shared/testing';
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

describeRegistryPages('industries', remoteModule, (feature) => import(`./features/${feature}/pages`));

describe('the industry pages', () => {
  it('are the seven of the registry', () => {
    expect(Object.keys(remoteModule.routes).sort()).toEqual(expected.map(([pattern]) => pattern).sort());
  });

  it.each(expected)('%s loads its page from the industries feature, with the h1 “%s”', async (pattern, title) => {
    const Page = remoteModule.routes[pattern as keyof typeof remoteModule.routes]!;
    await Page.preload?.();
    renderWithProviders(<Page />, { route: pattern });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });
});
