/**
 * The band drawn simply: a bar from 40 bpm under the band to 20 over the safety maximum, the
 * band in green, the maximum as a red line and the heart rate now as a mark. Decorative: the
 * numbers are said in words beside it.
 */
import classes from './session.module.css';

interface BandMeterProps {
  band: { lowBpm: number; highBpm: number };
  safetyMaxBpm: number | null;
  hrBpm: number | null;
}

export function BandMeter({ band, safetyMaxBpm, hrBpm }: BandMeterProps) {
  const from = band.lowBpm - 40;
  const to = (safetyMaxBpm ?? band.highBpm) + 20;
  const at = (bpm: number) =>
    `${(100 * (Math.min(to, Math.max(from, bpm)) - from)) / (to - from)}%`;
  const bandWidth = `${(100 * (band.highBpm - band.lowBpm)) / (to - from)}%`;
  return (
    <div className={classes.meter} aria-hidden="true" data-testid="band-meter">
      <div className={classes.meterBand} style={{ left: at(band.lowBpm), width: bandWidth }} />
      {safetyMaxBpm !== null && (
        <div className={classes.meterMax} style={{ left: at(safetyMaxBpm) }} />
      )}
      {hrBpm !== null && <div className={classes.meterNow} style={{ left: at(hrBpm) }} />}
    </div>
  );
}
