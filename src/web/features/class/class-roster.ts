/**
 * Who is in the class, in their places on the wall, and their sensors' connections. Adding the
 * first participant starts the class's tick; clearing the class stops it.
 */
import type { Recorder } from '../recording';
import {
  ClassParticipant,
  type ParticipantEvents,
  type ParticipantInit,
} from './class-participant';
import type { ClassView } from './class-state';

interface RosterDeps {
  view: ClassView;
  ticker: { set(on: boolean): void };
  events: ParticipantEvents;
  makeRecorder?: () => Recorder;
}

export function createClassRoster({ view, ticker, events, makeRecorder }: RosterDeps) {
  let participants: ClassParticipant[] = [];

  const add = (init: ParticipantInit): ClassParticipant => {
    const participant = new ClassParticipant(init, events, makeRecorder);
    // Its place on the wall, checkpointed, so a resumed class shows the tiles in the same order.
    participant.seat = Math.max(-1, ...participants.map((p) => p.seat)) + 1;
    participants = [...participants, participant];
    ticker.set(true);
    view.markChanged(participant.id);
    view.publish();
    return participant;
  };

  const reconnect = async (p: ClassParticipant): Promise<void> => {
    try {
      await p.connect();
    } catch {
      // The tile shows the sensor's error and a button to choose the strap again.
    }
    events.onChange(p);
  };

  return {
    all: (): readonly ClassParticipant[] => participants,
    find: (id: string) => participants.find((p) => p.id === id),
    add,
    /** Adds and connects a sensor that needs no chooser (simulated, or a strap the browser knows). */
    addConnecting(init: ParticipantInit): ClassParticipant {
      const participant = add(init);
      if (init.sensor.kind === 'simulated' || init.sensor.deviceId) void reconnect(participant);
      return participant;
    },
    /** Takes out a participant not recording; the caller publishes. */
    remove(participant: ClassParticipant): void {
      participant.dispose();
      participants = participants.filter((p) => p !== participant);
    },
    /** Everyone leaves and the tick stops; the caller publishes. */
    clear(): void {
      ticker.set(false);
      for (const p of participants) p.dispose();
      participants = [];
    },
    reconnect,
    /** Reconnects every dropped sensor it can without a chooser. */
    reconnectDropped(): Promise<void> {
      const dropped = participants.filter(
        (p) => p.hub.getSnapshot().status.state === 'disconnected',
      );
      return Promise.all(dropped.map((p) => reconnect(p))).then(() => undefined);
    },
  };
}

export type ClassRoster = ReturnType<typeof createClassRoster>;
