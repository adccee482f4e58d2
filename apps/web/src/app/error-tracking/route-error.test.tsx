import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../RouteError';
import { resetErrorTracking, startErrorTracking } from './error-tracking';

afterEach(() => {
  resetErrorTracking();
  vi.restoreAllMocks();
});

/** The app's error boundary as `AppRoutes` mounts it, around everything the routes render. */
function Boundary({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary location={useLocation()}>{children}</RouteErrorBoundary>;
}

it('reports a screen that crashes while rendering, once', async () => {
  const reported: unknown[] = [];
  await startErrorTracking(undefined, {
    fetchSettings: async () => ({
      dsn: 'https://webkey@errors.example.org/7',
      environment: 'test',
      release: 'tricoach@2.2.0',
      sampleRate: 1,
      tracesSampleRate: 0,
    }),
    loadSdk: async () => ({ startSdk: () => (error: unknown) => void reported.push(error) }),
  });
  const crash = new Error('the dashboard broke');
  const Broken = () => {
    throw crash;
  };
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter>
      <Boundary>
        <Broken />
      </Boundary>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(reported).toEqual([crash]);
});

it('shows the app again once the location changes (the back button, a link)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = () => {
    throw new Error('broke');
  };
  render(
    <MemoryRouter initialEntries={['/', '/broken']} initialIndex={1}>
      <Link to="/">Home</Link>
      <Boundary>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/broken" element={<Broken />} />
        </Routes>
      </Boundary>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  await userEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
});
