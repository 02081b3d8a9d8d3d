import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { act, renderWithProviders, screen } from '../testing';
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
  return renderWithProviders(
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

  it('shows a page from the feature folder its registry row names, by its registry key, at once when preloaded', async () => {
    const load = jest.fn(async () => ({ pages: { blogs: () => <h1>All posts</h1>, blog: () => <h1>One post</h1> } }));
    const Page = featureRoutes('marketing', load)[paths.blog]!;
    await Page.preload?.();
    renderRoute(Page);
    expect(screen.getByRole('heading', { name: 'One post' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('blogs');
  });

  it('shows the page once its feature has come when it was not preloaded, with one load per feature', async () => {
    const load = jest.fn(async () => ({ pages: { blogs: () => <h1>All posts</h1>, blog: () => <h1>One post</h1> } }));
    const routes = featureRoutes('marketing', load);
    await act(async () => {
      renderRoute(routes[paths.blogs]!);
    });
    expect(screen.getByRole('heading', { name: 'All posts' })).toBeInTheDocument();
    await routes[paths.blog]!.preload?.();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails with the file to fix when the feature folder lacks the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Page = featureRoutes('accounts', async () => ({ pages: {} }))[paths.signup]!;
    await Page.preload?.();
    renderRoute(Page);
    expect(screen.getByRole('alert')).toHaveTextContent('accounts: src/features/signup/pages.tsx has no page "signup"');
  });

  it('loads a feature again after a failed load (the Retry of the island)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ pages: { signup: () => <h1>Sign up</h1> } });
    const Page = featureRoutes('accounts', load)[paths.signup]!;
    await expect(Page.preload?.()).rejects.toThrow('offline');
    await Page.preload?.();
    renderRoute(Page);
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });
});
