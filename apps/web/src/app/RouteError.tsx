import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/ErrorPage';
import { NotFoundPage } from './NotFoundPage';

/** The shared error boundary of every route: the spec's error pages (part 1 §8), inside the shell. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage error={error} />;
}
