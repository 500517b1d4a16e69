import { useRouteError } from 'react-router';
import { isGone, isNotFoundError } from '../../shared/lib/not-found';
import { NotFoundPage } from '../../shared/ui/not-found-page';

/**
 * The error element of every page inside the layout: an address that names nothing is the
 * not-found page (header and footer kept); any other error goes on to the global error screen.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isNotFoundError(error)) return <NotFoundPage gone={isGone(error)} />;
  throw error;
}
