import { renderWithProviders, screen } from '@vital/shared/testing';
import { Route, Routes } from '@vital/shared/router';
import { useState } from 'react';
import { RouteLoading } from '../../federation/remote-fallback';
import { SiteLayout } from './site-layout';

/** A page whose code is still loading until the test says it has arrived. */
function SlowPage() {
  const [hasArrived, setHasArrived] = useState(false);
  return hasArrived ? (
    <h1>Arrived</h1>
  ) : (
    <>
      <RouteLoading />
      <button type="button" onClick={() => setHasArrived(true)}>
        Arrive
      </button>
    </>
  );
}

function renderLayout() {
  return renderWithProviders(
    <Routes>
      <Route element={<SiteLayout onSubscribe={jest.fn()} />}>
        <Route path="/" element={<SlowPage />} />
      </Route>
    </Routes>,
  );
}

describe('SiteLayout', () => {
  it('keeps the footer out while a page loads, so the page never pushes a visible footer down', async () => {
    const { user } = renderLayout();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Arrive' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Arrived' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('keeps the header and the way to the main content while a page loads', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });
});
