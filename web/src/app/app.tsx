import { API_ROUTES } from '@lab/shared/api/routes';

/**
 * Placeholder until the public website lands: it proves the build, the local server and
 * the shared package work together, and lists the API the forms will call.
 */
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 720,
        margin: '3rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>Agricultural testing laboratory</h1>
      <p>
        Soil, plant tissue, water, fertilizer, feed, manure and humic substances analysis in
        Edmonton, Alberta. The full website is on its way.
      </p>
      <h2>API</h2>
      <ul>
        {API_ROUTES.map((route) => (
          <li key={`${route.method} ${route.path}`}>
            <code>
              {route.method} {route.path}
            </code>{' '}
            ({route.auth})
          </li>
        ))}
      </ul>
    </main>
  );
}
