/**
 * One session in the history: a table-like row on wide screens, a card on phones. The HR values
 * carry their own labels (shown on phones, read out everywhere) since the column header is visual.
 */
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatDateTime, formatDuration, formatWithUnit } from '../shared/format';
import { UnsyncedMarker } from '../shared/unsynced-marker';
import classes from './history-list.module.css';
import type { HistoryItem } from './merge-server-history';

interface HistoryRowProps {
  activity: HistoryItem;
  patientName: string;
  /** 1-based place in the whole history, and its size (-1 while more pages remain). */
  position: number;
  setSize: number;
  /** Offset from the top of the list, in px. */
  top: number;
  /** The results namespace's `t` and the language, from the list (one subscription, not one a row). */
  t: TFunction;
  locale: string;
  /** The history's query string, so "Back" from the detail returns to the same view. */
  search: string;
}

/** Memoised: while scrolling, only the rows coming into view render. */
export const HistoryRow = memo(function HistoryRow(props: HistoryRowProps) {
  const { activity, patientName, position, setSize, top, search, t, locale } = props;
  const date = formatDateTime(activity.startedAt, locale);
  const { summary } = activity;
  const bpm = t('units.bpm');
  return (
    <li
      aria-posinset={position}
      aria-setsize={setSize}
      className={classes.row}
      style={{ transform: `translateY(${top}px)` }}
    >
      <div
        className={`${classes.cell} ${classes.patient} ${activity.unsynced ? classes.withMarker : ''}`}
      >
        <Link
          to={paths.activityDetail(activity.activityId)}
          state={{ historySearch: search }}
          className={classes.link}
          aria-label={t('history.open', { name: patientName, date })}
        >
          {patientName}
        </Link>
        {activity.unsynced && <UnsyncedMarker state={activity.unsynced} t={t} size="xs" />}
      </div>
      <div className={`${classes.cell} ${classes.date}`}>{date}</div>
      <div className={`${classes.cell} ${classes.type}`}>{t(`types.${activity.type}`)}</div>
      <div className={`${classes.cell} ${classes.numeric} ${classes.duration}`}>
        <span className={classes.srOnly}>{t('history.duration')} </span>
        {formatDuration(summary.durationMs)}
      </div>
      <div className={`${classes.cell} ${classes.numeric} ${classes.avg}`}>
        <span className={classes.cardLabel}>{t('history.avgHr')} </span>
        {formatWithUnit(summary.hrAvg, bpm, locale)}
      </div>
      <div className={`${classes.cell} ${classes.numeric} ${classes.max}`}>
        <span className={classes.cardLabel}>{t('history.maxHr')} </span>
        {formatWithUnit(summary.hrMax, bpm, locale)}
      </div>
    </li>
  );
});
