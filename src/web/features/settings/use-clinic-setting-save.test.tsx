import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { saveClinicSettings } from '../clinic';
import { useClinicSettingSave } from './use-clinic-setting-save';

vi.mock('../clinic', () => ({ saveClinicSettings: vi.fn() }));

describe('saving one clinic setting', () => {
  it('shows the choice while the server stores it, then says saved', async () => {
    let answer = () => {};
    vi.mocked(saveClinicSettings).mockReturnValueOnce(
      new Promise((resolve) => {
        answer = () => resolve({} as never);
      }),
    );
    const { result } = renderHook(() => useClinicSettingSave('hrMaxFormula'));
    act(() => result.current.save('tanaka'));
    expect(saveClinicSettings).toHaveBeenLastCalledWith({ hrMaxFormula: 'tanaka' });
    expect(result.current.pending).toBe('tanaka');
    act(() => answer());
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(result.current.pending).toBeNull();
    expect(result.current.problem).toBeNull();
  });

  it('words a 400 about this setting as the server names it', async () => {
    vi.mocked(saveClinicSettings).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Invalid request', [
        { field: 'body.timeZone', message: 'not an IANA time zone' },
      ]),
    );
    const { result } = renderHook(() => useClinicSettingSave('timeZone'));
    act(() => result.current.save('Mars/Olympus'));
    await waitFor(() => expect(result.current.problem).toBe('not an IANA time zone'));
    expect(result.current.saved).toBe(false);
    expect(result.current.pending).toBeNull();
  });

  it('words any other failure through the app`s error messages', async () => {
    vi.mocked(saveClinicSettings).mockRejectedValueOnce(new ApiError(403, 'forbidden', 'No'));
    const { result } = renderHook(() => useClinicSettingSave('timeZone'));
    act(() => result.current.save('America/Recife'));
    await waitFor(() => expect(result.current.problem).toMatch(/permission|allowed/i));
  });
});
