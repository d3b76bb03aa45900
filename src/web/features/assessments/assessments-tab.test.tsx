import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { type ChartAssessment, useActiveProgramme, useAssessments } from '../records';
import {
  makeExerciseTest,
  makeProgramme,
  // biome-ignore lint/style/noRestrictedImports: the records' test factories, shared with their own tests
} from '../records/programme-records.test-helpers';
import { AssessmentsTab } from './assessments-tab';

// The records are the records feature's reads; the tab is what is drawn from them.
vi.mock('../records', async (original) => ({
  ...(await original<typeof import('../records')>()),
  useAssessments: vi.fn(),
  useActiveProgramme: vi.fn(),
}));

function showing(status: 'loading' | 'ready', assessments: readonly ChartAssessment[]) {
  vi.mocked(useAssessments).mockReturnValue({ status, assessments });
  vi.mocked(useActiveProgramme).mockReturnValue({
    programme: { ...makeProgramme(), prescription: null, unsynced: false },
    prescription: null,
    prescriptions: [],
    reviews: null,
    status: 'ready',
  });
}

const baseline = { ...makeExerciseTest(), unsynced: false };
const latest = {
  ...makeExerciseTest({ assessmentId: 'T-2', date: '2026-03-02', peakHr: 140, peakMets: 8 }),
  unsynced: true,
};

describe('the chart’s Assessments tab', () => {
  it('announces the records loading, and says what is missing for each kind once read', () => {
    showing('loading', []);
    const { unmount } = renderInApp(<AssessmentsTab patientId="P-1" canWrite />);
    expect(screen.getByLabelText('Loading assessments').getAttribute('aria-busy')).toBe('true');
    unmount();

    showing('ready', []);
    renderInApp(<AssessmentsTab patientId="P-1" canWrite />);
    expect(screen.getByText('No exercise test recorded yet.')).toBeTruthy();
    expect(screen.getByText('No 6-minute walk recorded yet.')).toBeTruthy();
    expect(screen.getByText('No vital signs recorded yet.')).toBeTruthy();
    expect(screen.getByText('No questionnaire recorded yet.')).toBeTruthy();
  });

  it('compares baseline with latest once there are two, and marks the one not yet on the server', () => {
    showing('ready', [latest, baseline]);
    renderInApp(<AssessmentsTab patientId="P-1" canWrite={false} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Baseline')).toBeTruthy();
    expect(within(table).getByText('Latest')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Exercise test' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('not synced yet')).toHaveLength(1);
  });

  it('lets a member record and edit, and a viewer only read', async () => {
    showing('ready', [baseline]);
    const { unmount } = renderInApp(<AssessmentsTab patientId="P-1" canWrite={false} />);
    expect(screen.queryByRole('button', { name: 'Record exercise test' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit Exercise test/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();

    renderInApp(<AssessmentsTab patientId="P-1" canWrite />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Record exercise test' }));
    expect(await screen.findByRole('dialog', { name: 'New exercise test' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Edit Exercise test/ })).toBeTruthy();
  });
});
