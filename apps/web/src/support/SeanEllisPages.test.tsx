import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, renderAsAthlete, problem } from '../athlete-data/test-support';
import { SeanEllisFeedbackPage, SeanEllisTestPage } from './SeanEllisPages';

const noContent = () => new Response(null, { status: 204 });

describe('the Sean Ellis test', () => {
  it('asks for a choice first, then sends it and goes on to the feedback', async () => {
    const { calls, router } = renderAsAthlete(<SeanEllisTestPage />, buildProfile(), (request) =>
      request.url === '/api/v1/app/sean-ellis-answer' ? noContent() : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Please choose an answer.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Somewhat disappointed'));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/sean-ellis-test/feedback'));
    expect(calls.find((call) => call.url === '/api/v1/app/sean-ellis-answer')?.body).toEqual({
      answer: 'SomewhatDisappointed',
    });
  });

  it('“Not now” tells the server and leaves', async () => {
    const { calls, router } = renderAsAthlete(<SeanEllisTestPage />, buildProfile(), (request) =>
      request.url === '/api/v1/app/sean-ellis-not-now' ? noContent() : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
    expect(calls.some((call) => call.url === '/api/v1/app/sean-ellis-not-now')).toBe(true);
  });

  it('the feedback needs words, then is sent; the server’s message shows at the field', async () => {
    const { calls } = renderAsAthlete(<SeanEllisFeedbackPage />, buildProfile(), (request) =>
      request.url === '/api/v1/app/sean-ellis-feedback'
        ? problem(409, 'conflict', 'Please answer the question first.')
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Feedback is required')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox'), 'The plan adapts to my week.');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/v1/app/sean-ellis-feedback')?.body).toEqual({
        feedback: 'The plan adapts to my week.',
      }),
    );
  });
});
