/** Sessions done against the prescribed number, as a bar a screen reader reads as a fraction. */
import { adherenceShare } from './history/weekly-adherence';
import classes from './me-layout.module.css';

export function WeekBar({ done, target, label }: { done: number; target: number; label: string }) {
  const share = adherenceShare(done, target);
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.max(target, done)}
      aria-valuenow={done}
    >
      <div className={classes.barFill} style={{ width: `${share * 100}%` }} />
    </div>
  );
}
