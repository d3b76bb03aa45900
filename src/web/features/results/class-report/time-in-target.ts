/** Time in a target band is computed once, in common (the server's programme summary uses it too). */
export {
  type TimeInTarget,
  timeInTargetMs,
  timeInTargetOf,
} from '../../../../common/metrics/time-in-target';
