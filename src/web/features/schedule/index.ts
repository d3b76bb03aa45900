/** What other features use from the schedule: Home's today's slots, and a slot's day for the class. */
export { loadSlotDay } from './schedule-api';
export { TodaySlots } from './today-slots';
