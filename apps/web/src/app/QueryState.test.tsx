import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './QueryState';

const query = (over: Partial<QueryLike<string>>): QueryLike<string> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
  ...over,
});

describe('QueryState', () => {
  it('shows Loading until the first answer', () => {
    render(<QueryState query={query({ isPending: true })} loadingLabel="Loading the week" />);
    expect(screen.getByRole('status', { name: 'Loading the week' })).toBeTruthy();
  });

  it('shows the error with Retry, which refetches', async () => {
    const refetch = vi.fn();
    render(
      <QueryState query={query({ isError: true, error: new Error('Boom'), refetch })}>
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('renders the children with the data, and keeps them when a later refetch fails', () => {
    render(<QueryState query={query({ data: 'The week' })}>{(data) => <p>{data}</p>}</QueryState>);
    expect(screen.getByText('The week')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    render(
      <QueryState query={query({ data: 'The week', isError: true, error: new Error('Offline') })}>
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByText('The week')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Offline');
  });
});
