import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../common/schemas/review';
import { renderInApp } from '../../test/render';
import { useUser } from '../auth';
import { useClinicians } from '../documents';
import { type ActiveProgramme, useActiveProgramme } from '../records';
import {
  makePrescription,
  makeProgramme,
  // biome-ignore lint/style/noRestrictedImports: the records' test factories, shared with their own tests
} from '../records/programme-records.test-helpers';
import { PrescriptionTab } from './prescription-tab';

// The records, the signed-in user and the clinicians' profiles are other features' reads; the
// tab is what is drawn from them.
vi.mock('../records', async (original) => ({
  ...(await original<typeof import('../records')>()),
  useActiveProgramme: vi.fn(),
  useAssessments: () => ({ status: 'ready', assessments: [] }),
}));
vi.mock('../patients', async (original) => ({
  ...(await original<typeof import('../patients')>()),
  usePatientDirectory: () => ({ patients: [], names: {} }),
}));
vi.mock('../auth', async (original) => ({
  ...(await original<typeof import('../auth')>()),
  useUser: vi.fn(),
}));
vi.mock('../documents', async (original) => ({
  ...(await original<typeof import('../documents')>()),
  useClinicians: vi.fn(),
}));
// Read-only history of past programmes, with its own reads: not this tab's subject.
vi.mock('./discharged-programmes', () => ({ DischargedProgrammes: () => null }));

const physician = { userId: 'u-doc', physician: true, registration: 'CRM-SP 123456' };
const physio = { userId: 'u-pt', physician: false, registration: 'CREFITO 98765' };

function showing({
  active,
  userId = 'u-pt',
}: {
  active: Partial<ActiveProgramme & { status: 'loading' | 'ready' }>;
  userId?: string;
}) {
  vi.mocked(useActiveProgramme).mockReturnValue({
    programme: null,
    prescription: null,
    prescriptions: [],
    reviews: null,
    status: 'ready',
    ...active,
  });
  vi.mocked(useUser).mockReturnValue({ id: userId, name: 'Ana', email: 'ana@example.com' });
  vi.mocked(useClinicians).mockReturnValue({
    data: [physician, physio].map((c) => ({ ...c, profession: 'other', updatedAt: 1 })),
    isSuccess: true,
  } as unknown as ReturnType<typeof useClinicians>);
}

const prescription = { ...makePrescription(), unsynced: false };
const programme = { ...makeProgramme(), prescription, unsynced: false };

function signature(overrides: Partial<Review> = {}): Review {
  return {
    reviewId: 'V-1',
    at: Date.UTC(2026, 10, 20, 13, 0),
    note: '',
    signed: true,
    by: { id: 'u-doc', name: 'Dra. Beatriz Lima' },
    registration: 'CRM-SP 123456',
    planSha256: 'a'.repeat(64),
    changedSinceSigned: false,
    signedInWorkspace: 'this',
    ...overrides,
  };
}

describe('the chart’s Prescription tab', () => {
  it('offers a member to start a programme, and a viewer only reads that there is none', () => {
    showing({ active: {} });
    const { unmount } = renderInApp(<PrescriptionTab patientId="P-1" canWrite />);
    expect(screen.getByText(/No active programme/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a programme' })).toBeTruthy();
    unmount();

    renderInApp(<PrescriptionTab patientId="P-1" canWrite={false} />);
    expect(screen.getByText(/No active programme/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a programme' })).toBeNull();
  });

  it('announces the records still loading instead of saying there is no programme', () => {
    showing({ active: { status: 'loading' } });
    renderInApp(<PrescriptionTab patientId="P-1" canWrite />);
    expect(screen.getByLabelText(/loading/i).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/No active programme/)).toBeNull();
  });

  it('shows the prescribed band and safety maximum, and that no physician has signed the plan', () => {
    showing({
      active: {
        programme,
        prescription,
        prescriptions: [prescription],
        reviews: { reviews: [], planSha256: 'b'.repeat(64) },
      },
    });
    renderInApp(<PrescriptionTab patientId="P-1" canWrite />);
    expect(screen.getAllByText(/100.{1,3}125/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/128/).length).toBeGreaterThan(0);
    expect(screen.getByText('Not signed by a physician yet.')).toBeTruthy();
    // A physiotherapist writes the plan but cannot sign it.
    expect(screen.queryByRole('button', { name: 'Review and sign' })).toBeNull();
    expect(screen.getByText(/Only a member marked as physician/)).toBeTruthy();
  });

  it('offers the physician "Review and sign", and says whether the plan is still as signed', () => {
    showing({
      userId: 'u-doc',
      active: {
        programme,
        prescription,
        prescriptions: [prescription],
        reviews: { reviews: [signature()], planSha256: 'a'.repeat(64) },
      },
    });
    const { unmount } = renderInApp(<PrescriptionTab patientId="P-1" canWrite />);
    expect(screen.getByText(/Signed by Dra\. Beatriz Lima \(CRM-SP 123456\)/)).toBeTruthy();
    expect(screen.getByText('Plan as signed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review and sign' })).toBeTruthy();
    unmount();

    showing({
      userId: 'u-doc',
      active: {
        programme,
        prescription,
        prescriptions: [prescription],
        reviews: {
          reviews: [signature({ changedSinceSigned: true })],
          planSha256: 'c'.repeat(64),
        },
      },
    });
    renderInApp(<PrescriptionTab patientId="P-1" canWrite />);
    expect(screen.getByText('Changed since signed')).toBeTruthy();
    expect(screen.queryByText('Plan as signed')).toBeNull();
  });

  it('does not count a signature brought in by a transfer as this workspace’s', () => {
    showing({
      active: {
        programme,
        prescription,
        prescriptions: [prescription],
        reviews: {
          reviews: [signature({ signedInWorkspace: 'other' })],
          planSha256: 'a'.repeat(64),
        },
      },
    });
    renderInApp(<PrescriptionTab patientId="P-1" canWrite={false} />);
    expect(screen.getByText('Not signed by a physician of this workspace yet.')).toBeTruthy();
    expect(screen.queryByText('Plan as signed')).toBeNull();
  });
});
