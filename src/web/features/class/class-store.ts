/**
 * The class in progress, outside React so it survives navigation: its participants, the phase
 * (set-up, live, review), Start/End for everyone at the same instant, the 1 s tick that drives
 * the alarms and the freshness of every tile, and saving one session per participant.
 * The parts: class-state (what the screens read), class-roster (who is in it), class-ticker,
 * participant-events (alarms and straps), class-draft-keeper (the set-up on the device),
 * class-timeline (markers, pauses, stops) and class-checkpoints (resuming).
 */

import { registerSwitchGuard } from '../../lib/switch-guards';
import { userResource } from '../../lib/user-state';
import type { Checkpoint, Recorder } from '../recording';
import { participantsOf } from './class-checkpoints';
import { createDraftKeeper } from './class-draft-keeper';
import type { ClassParticipant, ParticipantInit } from './class-participant';
import { createClassRoster } from './class-roster';
import { type ClassState, createClassView, INITIAL_CLASS_STATE } from './class-state';
import { createClassTicker } from './class-ticker';
import { classTimeline } from './class-timeline';
import { createParticipantEvents } from './participant-events';

export type { ClassPhase, ClassState } from './class-state';

export interface ClassStoreOptions {
  now?: () => number;
  /** Each participant's recorder (tests pass one that keeps what it saves). */
  makeRecorder?: () => Recorder;
}

export function createClassStore({ now = Date.now, makeRecorder }: ClassStoreOptions = {}) {
  const everyone = () => roster.all();
  const view = createClassView(now, everyone);
  const draft = createDraftKeeper(view, everyone);
  const wiring = createParticipantEvents(now, view, draft.save);
  const ticker = createClassTicker(now, everyone, view);
  const roster = createClassRoster({ view, ticker, events: wiring.events, makeRecorder });
  const { stopAll, ...timeline } = classTimeline(now, roster);

  const clear = (patch: Partial<ClassState>) => {
    roster.clear();
    view.publish({ ...INITIAL_CLASS_STATE, ...patch });
  };

  return {
    getState: view.get,
    /** `urgent`: what the clinician did, or an alarm; readings and ticks are not. */
    subscribe: view.subscribe,
    onAlarm: wiring.onAlarm,
    participant: roster.find,
    participants: roster.all,
    hasPatient: (patientId: string) => roster.all().some((p) => p.id === patientId),

    /**
     * Adds a patient with their sensor and starts connecting it (Bluetooth: only a strap the
     * browser already knows). Synchronous, so a click can open the chooser right after it.
     */
    add(init: ParticipantInit): ClassParticipant {
      const participant = roster.addConnecting(init);
      draft.save();
      return participant;
    },
    remove(id: string): void {
      const participant = roster.find(id);
      if (!participant || participant.recording) return;
      roster.remove(participant);
      draft.save();
      view.publish();
    },
    /**
     * Brings back the set-up interrupted by a reload, only into an empty class being set up;
     * `isActive` drops a patient archived or gone since.
     */
    restoreDraft(isActive: (patientId: string) => boolean = () => true): void {
      if (view.get().phase !== 'setup' || roster.all().length > 0) return;
      const entries = draft.read();
      for (const init of entries) if (isActive(init.setup.patientId)) roster.addConnecting(init);
      if (roster.all().length !== entries.length) draft.save();
    },

    /** One recording per participant, all starting at the same instant. */
    async start(type: ParticipantInit['setup']['type']): Promise<void> {
      if (view.get().phase !== 'setup' || roster.all().length === 0) return;
      const classId = crypto.randomUUID();
      const at = now();
      await Promise.all(roster.all().map((p) => p.start(classId, at, type)));
      draft.forget();
      view.publish({ phase: 'live', classId, startedAt: at, savedClassId: null });
    },
    ...timeline,
    /** Stops everyone still recording at the same instant; the review follows. */
    endClass(): void {
      stopAll();
      view.publish({ phase: 'review' });
    },
    /** Saves each participant's session (through the outbox); a failure leaves the rest to retry. */
    async saveAll(): Promise<void> {
      const classId = view.get().classId;
      for (const p of roster.all()) {
        if (p.recording) await p.recorder.save();
      }
      clear({ savedClassId: classId });
    },
    async discardAll(): Promise<void> {
      for (const p of roster.all()) {
        const recording = p.recording;
        if (recording) await p.recorder.discard(recording.activityId);
      }
      clear({});
    },
    /** Rebuilds an interrupted class from its checkpoints and reconnects every sensor it can. */
    async resume(checkpoints: readonly Checkpoint[]): Promise<void> {
      if (roster.all().length > 0 || checkpoints.length === 0) return;
      for (const { checkpoint, init } of participantsOf(checkpoints)) {
        await roster.add(init).resume(checkpoint);
      }
      const allStopped = roster.all().every((p) => p.recording?.status === 'stopped');
      view.publish({
        phase: allStopped ? 'review' : 'live',
        classId: checkpoints[0]!.recording.classId ?? null,
        startedAt: Math.min(...checkpoints.map((c) => c.recording.startedAt)),
      });
      await Promise.all(roster.all().map((p) => roster.reconnect(p)));
    },
    /** Reconnects every dropped sensor it can without a chooser. */
    reconnectAll: roster.reconnectDropped,
    /** Sign-out: forget the class (its checkpoints go with the database). */
    reset(): void {
      clear({});
    },
  };
}

export type ClassStore = ReturnType<typeof createClassStore>;

export const appClass = userResource(createClassStore(), (store) => store.reset());

// The 5 s checkpoints may be up to 5 s old when the tab goes away: store the latest now.
if (typeof document !== 'undefined') {
  const flushAll = () => {
    for (const p of appClass.participants()) void p.recorder.flush();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
  window.addEventListener('pagehide', flushAll);
}

// Until saved or discarded, a class's recordings belong to the workspace they were started in.
registerSwitchGuard(() => (appClass.participants().some((p) => p.recording) ? 'recording' : null));
