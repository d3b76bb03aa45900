/**
 * Which strap belongs to which patient, per workspace, on this device (`ritmo.sensors.<ws>`):
 * the strap's name and the browser's id for it (ids are per browser, so the list lives with the
 * browser that paired them), the patient it is lent to, its last battery level and when it was
 * last seen. The next class offers these pairings first and reconnects them without a chooser.
 */
import { z } from 'zod';
import { createLocalSetting, type LocalSetting } from '../../lib/local-setting';

const pairingSchema = z.object({
  deviceId: z.string().min(1).max(200),
  name: z.string().max(200),
  patientId: z.string().max(200).nullable(),
  batteryPct: z.number().min(0).max(100).nullable(),
  lastSeenAt: z.number(),
});
export type StrapPairing = z.infer<typeof pairingSchema>;

const MAX_PAIRINGS = 100;

export function parsePairings(raw: string | null): StrapPairing[] {
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(raw ?? '[]'));
    if (!parsed.success) return [];
    // One damaged entry does not cost the others.
    return parsed.data.flatMap((entry) => {
      const pairing = pairingSchema.safeParse(entry);
      return pairing.success ? [pairing.data] : [];
    });
  } catch {
    return [];
  }
}

/** Records a strap's pairing (newest first); lending it to a patient takes it from another. */
export function withPairing(pairings: readonly StrapPairing[], next: StrapPairing): StrapPairing[] {
  const others = pairings.filter((p) => p.deviceId !== next.deviceId);
  const freed = others.map((p) =>
    next.patientId !== null && p.patientId === next.patientId ? { ...p, patientId: null } : p,
  );
  return [next, ...freed].slice(0, MAX_PAIRINGS);
}

export function pairingFor(
  pairings: readonly StrapPairing[],
  patientId: string,
): StrapPairing | null {
  return pairings.find((p) => p.patientId === patientId) ?? null;
}

const registries = new Map<string, LocalSetting<StrapPairing[]>>();

/** The registry of one workspace, by its `workspaceStorageKey` (lib/active-workspace). */
export function strapRegistry(workspaceKey: string): LocalSetting<StrapPairing[]> {
  const key = `ritmo.sensors.${workspaceKey}`;
  let registry = registries.get(key);
  if (!registry) {
    registry = createLocalSetting(key, parsePairings);
    registries.set(key, registry);
  }
  return registry;
}
