import { useLocation } from 'react-router-dom';

/**
 * Shows the router's current path and query string as `data-testid="location"`, to see
 * where the app went.
 */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}
