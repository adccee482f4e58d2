import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { RouteError } from '../RouteError';
import { resetErrorTracking, startErrorTracking } from './error-tracking';

afterEach(resetErrorTracking);

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
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(reported).toEqual([crash]);
});
