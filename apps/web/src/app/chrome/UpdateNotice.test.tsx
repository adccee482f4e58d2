import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateNotice } from './UpdateNotice';

describe('the update prompt (spec 4: a modal)', () => {
  it('shows nothing when no action is needed', () => {
    render(<UpdateNotice result={{ compatibility: 'NoUserActionNeeded', userHint: '' }} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['UpdateAvailable', 'Update available'],
    ['UpdateRecommended', 'Update recommended'],
    ['UpdateUrgent', 'Important update'],
  ] as const)('%s: a modal the athlete may put off', async (compatibility, title) => {
    render(<UpdateNotice result={{ compatibility, userHint: 'Version 2.2 plans strength better.' }} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Version 2.2 plans strength better.');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['ForceUpdate', 'SomethingNew'])('%s: a modal that stays until the update', (compatibility) => {
    render(<UpdateNotice result={{ compatibility: compatibility as 'ForceUpdate', userHint: '' }} />);
    expect(screen.getByRole('dialog', { name: 'Update required' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update now' })).toBeTruthy();
  });
});
