/** The class screens word alarms as the single recording does. */
export { isAdvisory, useAlarmWords } from '../recording';
