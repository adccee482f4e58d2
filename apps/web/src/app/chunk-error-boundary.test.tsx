import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorBoundary, lazyPage } from './lazy-page';

/** Stands in for RouteErrorBoundary: whatever reaches it is the app's error. */
class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>App error: {String(this.state.error)}</p> : this.props.children;
  }
}

function Broken(): ReactNode {
  throw new Error('a bug in the page');
}

describe('the route chunk boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a chunk that could not be fetched could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazyPage<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <Outer>
        <ChunkErrorBoundary>
          <Page />
        </ChunkErrorBoundary>
      </Outer>,
    );
    expect(await screen.findByRole('heading', { name: 'This screen could not be loaded' })).toBeTruthy();
    expect(screen.queryByText(/App error/)).toBeNull();
  });

  it('passes a page’s own render error on to the app’s boundary (which reports it), not as a network problem', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Outer>
        <ChunkErrorBoundary>
          <Broken />
        </ChunkErrorBoundary>
      </Outer>,
    );
    expect(screen.getByText('App error: Error: a bug in the page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This screen could not be loaded' })).toBeNull();
  });
});
