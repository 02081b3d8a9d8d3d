import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { renderWithProviders, screen } from '../testing';
import { paths } from '../routes/paths';
import { featureRoutes } from './feature-routes';

class ShowError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

function renderRoute(Page: ComponentType) {
  renderWithProviders(
    <ShowError>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </ShowError>,
  );
}

describe('featureRoutes', () => {
  it("gives a remote exactly the registry's pages it owns, and loads nothing until a page is shown", () => {
    const load = jest.fn();
    const routes = featureRoutes('accounts', load);
    expect(Object.keys(routes).sort()).toEqual([paths.contact, paths.dashboard, paths.register, paths.signin, paths.signup].sort());
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a page from the feature folder its registry row names, by its registry key', async () => {
    const load = jest.fn(async () => ({ pages: { blogs: () => <h1>All posts</h1>, blog: () => <h1>One post</h1> } }));
    const routes = featureRoutes('marketing', load);
    renderRoute(routes[paths.blog]!);
    expect(await screen.findByRole('heading', { name: 'One post' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('blogs');
  });

  it('fails with the file to fix when the feature folder lacks the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const routes = featureRoutes('accounts', async () => ({ pages: {} }));
    renderRoute(routes[paths.signup]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('accounts: src/features/signup/pages.tsx has no page "signup"');
  });
});
