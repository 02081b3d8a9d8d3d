import { renderWithProviders, screen } from '@vital/shared/testing';
import { Link, Route, Routes } from '@vital/shared/router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage (any other path)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows 404, the heading and a way home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nope' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('404 Oops! Page not found');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getAllByText('404').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('logs the unknown path with console.error', () => {
    renderWithProviders(<NotFoundPage />, { route: '/industries/space?x=1' });

    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/industries/space',
    );
  });

  it('logs again for each new unknown path, but not on a re-render of the same one', async () => {
    const { user, rerender } = renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              <Link to="/another-missing-page">Next</Link>
            </>
          }
        />
      </Routes>,
      { route: '/first-missing-page' },
    );
    expect(consoleError).toHaveBeenLastCalledWith(expect.any(String), '/first-missing-page');

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(consoleError).toHaveBeenLastCalledWith(expect.any(String), '/another-missing-page');
    expect(consoleError).toHaveBeenCalledTimes(2);

    rerender(
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
    );
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});
