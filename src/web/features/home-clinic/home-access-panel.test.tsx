import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HomeAccessState } from '../../../common/schemas/home-access';
import { renderInApp } from '../../test/render';
import { HomeAccessPanel, type HomeAccessPanelProps } from './home-access-panel';

const SHA = 'a1b2c3d4e5f6'.padEnd(64, '0');
const AT = Date.UTC(2026, 10, 18, 12);

const linked: HomeAccessState = {
  links: [{ userId: 'u-1', name: 'Maria em casa', linkedAt: AT }],
  pendingCode: null,
  consent: { sha256: SHA, accepted: { sha256: SHA, acceptedAt: AT } },
};

function panel(overrides: Partial<HomeAccessPanelProps> = {}) {
  const props: HomeAccessPanelProps = {
    state: linked,
    canWrite: true,
    programme: { riskClass: 'intermediate', clinicSessionsDone: 4, clearance: null },
    isPhysician: false,
    onInvite: vi.fn(async () => ({
      code: 'c'.repeat(43),
      link: `https://ritmo.test/join/${'c'.repeat(43)}`,
      expiresAt: AT + 7 * 86_400_000,
      emailed: true,
    })),
    onRevoke: vi.fn(async () => {}),
    onClear: vi.fn(async () => {}),
    ...overrides,
  };
  renderInApp(<HomeAccessPanel {...props} />);
  return { props, user: userEvent.setup() };
}

describe("the chart's home access panel", () => {
  it('shows the linked account, the consent version and the on-site sessions', () => {
    panel();
    expect(screen.getByText(/^Maria em casa, since/)).toBeTruthy();
    expect(screen.getByText(/Accepted on .* \(version a1b2c3d4e5f6\)/)).toBeTruthy();
    expect(screen.getByText('4 sessions done at the clinic')).toBeTruthy();
    // Not a physician: the clearance is read, not switched.
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('Not cleared for home sessions.')).toBeTruthy();
  });

  it('invites and shows the code, the link and that it was e-mailed', async () => {
    const { props, user } = panel({
      state: { ...linked, links: [], consent: { sha256: SHA, accepted: null } },
    });
    expect(screen.getByText('No account is linked to this patient yet.')).toBeTruthy();
    expect(screen.getByText(/Not accepted yet/)).toBeTruthy();
    await user.type(screen.getByLabelText(/E-mail the link to/), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite to home sessions' }));
    expect(props.onInvite).toHaveBeenCalledWith('maria@example.com');
    const made = await screen.findByRole('status');
    expect(within(made).getByDisplayValue('c'.repeat(43))).toBeTruthy();
    expect(within(made).getByText('It was also e-mailed to maria@example.com.')).toBeTruthy();
    expect(within(made).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('ends the access only after the confirmation', async () => {
    const { props, user } = panel();
    await user.click(screen.getByRole('button', { name: 'End access' }));
    const dialog = await screen.findByRole('dialog');
    expect(props.onRevoke).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'End access' }));
    await waitFor(() => expect(props.onRevoke).toHaveBeenCalledOnce());
  });

  it('offers a physician the clearance switch; a viewer gets no action', async () => {
    const { props, user } = panel({ isPhysician: true });
    await user.click(screen.getByRole('switch', { name: /Cleared for home sessions/ }));
    expect(props.onClear).toHaveBeenCalledWith(true);
  });

  it('offers a viewer no action', () => {
    panel({ canWrite: false, isPhysician: true });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
