import { useRouteError } from '../router';
import { ErrorPage } from '../components/ErrorPage';

/** The shared error boundary of every route: the spec's error pages (part 1 §8), inside the shell. */
export function RouteError() {
  return <ErrorPage error={useRouteError()} />;
}
