/** The class screens word alarms as the single recording does. */
export { useAlarmWords } from '../recording';
