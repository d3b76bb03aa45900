import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalData, clearWorkspaceData } from '../../lib/local-data';
import {
  clearSetupDraft,
  EMPTY_SETUP_DRAFT,
  recordingSetupDraft,
  setupActivityType,
  updateSetupDraft,
} from './recording-setup-draft';

const chosen = { patientId: 'P-1', type: 'cycle', choice: '60-80' } as const;

beforeEach(() => clearSetupDraft());

describe('the recording set-up draft', () => {
  it('keeps every choice while the form is away (Connect a sensor and back)', () => {
    updateSetupDraft({ patientId: 'P-1' });
    updateSetupDraft({ type: 'cycle' });
    updateSetupDraft({ choice: '60-80' });
    // The form unmounts on the way to /connect; what it reads back on return:
    expect(recordingSetupDraft.getState()).toEqual(chosen);
  });

  it('goes at sign-out, so the next clinician on the device starts empty', async () => {
    updateSetupDraft(chosen);
    await clearLocalData();
    expect(recordingSetupDraft.getState()).toEqual(EMPTY_SETUP_DRAFT);
  });

  it('goes on a workspace switch: another workspace has other patients', async () => {
    updateSetupDraft(chosen);
    await clearWorkspaceData();
    expect(recordingSetupDraft.getState()).toEqual(EMPTY_SETUP_DRAFT);
  });

  it('goes once the recording starts', () => {
    updateSetupDraft(chosen);
    clearSetupDraft();
    expect(recordingSetupDraft.getState()).toEqual(EMPTY_SETUP_DRAFT);
  });
});

describe('the activity type a recording starts with', () => {
  it("is the prescription's modality when the clinician has not picked one", () => {
    expect(EMPTY_SETUP_DRAFT.type).toBeNull();
    expect(setupActivityType(EMPTY_SETUP_DRAFT.type, 'cycle')).toBe('cycle');
  });

  it("is the clinician's pick over the prescription's, and a walk with neither", () => {
    expect(setupActivityType('treadmill', 'cycle')).toBe('treadmill');
    expect(setupActivityType(null, null)).toBe('walk');
    expect(setupActivityType(null, undefined)).toBe('walk');
  });
});
