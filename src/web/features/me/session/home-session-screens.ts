/**
 * The guided session and its After form as one lazy chunk: they are opened one after the other,
 * and the route table's first download carries one dependency list for both instead of two.
 */
export { AfterScreen } from '../after/after-screen';
export { SessionScreen } from './session-route';
