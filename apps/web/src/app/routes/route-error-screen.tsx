import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../shared/ui/error-screen';

/** The root route's error element: any loader or render error of a route lands here. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
