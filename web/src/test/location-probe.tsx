import { useLocation } from 'react-router-dom';

/** Shows the router's current path as `data-testid="location"`, to see where the app went. */
export function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}
