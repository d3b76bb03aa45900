/** A failed load: the app's one alert for it (components/query-boundary.tsx), under its old name. */
export { ReadError as LoadError } from '../../../components/query-boundary';
