import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import AdminLoginPage from './admin-login-page';

const fetchMock = vi.fn<typeof fetch>();

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() =>
    Promise.resolve(jsonResponse({ token: 'token-123', expiresIn: 3600 })),
  );
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderLogin() {
  const user = userEvent.setup();
  renderWithApp(
    <>
      <Routes>
        <Route path="/admin" element={<AdminLoginPage />} />
        <Route path="/admin/dashboard" element={<p>Dashboard probe</p>} />
      </Routes>
      <Location />
    </>,
    { route: '/admin' },
  );
  return { user };
}

/** The form's controls, once the page has rendered (it waits for hydration). */
async function findFields() {
  const username = await screen.findByRole('textbox', { name: /username/i });
  return {
    username,
    // The toggle's label also says 'password', so anchor on the field's own label.
    password: screen.getByLabelText(/^password/i),
    submit: screen.getByRole('button', { name: 'Access Admin Dashboard' }),
  };
}

async function signIn(username = 'lab-admin', password = 'correct horse') {
  const view = renderLogin();
  const fields = await findFields();
  await view.user.type(fields.username, username);
  await view.user.type(fields.password, password);
  await view.user.click(fields.submit);
  return { ...view, fields };
}

describe('admin login form', () => {
  it('requires both fields, focuses the first invalid one and sends nothing', async () => {
    const { user } = renderLogin();
    const fields = await findFields();
    await user.click(fields.submit);

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(fields.username).toHaveAccessibleDescription('Username is required');
    expect(fields.password).toHaveAccessibleDescription('Password is required');
    expect(fields.username).toHaveAttribute('aria-invalid', 'true');
    expect(fields.password).toHaveAttribute('aria-invalid', 'true');
    expect(fields.username).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the password when only the password is missing', async () => {
    const { user } = renderLogin();
    const fields = await findFields();
    await user.type(fields.username, 'lab-admin');
    await user.click(fields.submit);

    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(fields.password).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = renderLogin();
    const { password } = await findFields();
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('reads "Authenticating..." and is disabled while the request is pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    await signIn();

    const busy = await screen.findByRole('button', { name: 'Authenticating...' });
    expect(busy).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(jsonResponse({ message: 'Invalid credentials' }, 401));
    expect(await screen.findByRole('button', { name: 'Access Admin Dashboard' })).toBeEnabled();
  });

  it('posts the username and password exactly as typed, with credentials', async () => {
    // Spaces are part of a password: nothing is trimmed on the way.
    await signIn('lab-admin', ' s3cret pass ');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'lab-admin',
      password: ' s3cret pass ',
    });
  });
});

describe('admin login outcome', () => {
  it('stores the token, welcomes the admin and opens the dashboard', async () => {
    await signIn();

    expect(await screen.findByText('Dashboard probe')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
    expect(localStorage.getItem('adminToken')).toBe('token-123');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login Successful');
    expect(toast).toHaveTextContent('Welcome to the admin dashboard');
    expect(toast).not.toHaveAttribute('data-tone', 'destructive');
  });

  it.each([
    [
      'a 401 with the server message',
      401,
      JSON.stringify({ message: 'Invalid credentials' }),
      'Invalid credentials',
    ],
    [
      'a refusal with its own message',
      403,
      JSON.stringify({ message: 'Account locked' }),
      'Account locked',
    ],
    ['a refusal with an empty body', 500, '', 'Invalid credentials'],
    ['a refusal with a non-JSON body', 502, '<html>Bad Gateway</html>', 'Invalid credentials'],
    [
      'a refusal with an empty message',
      401,
      JSON.stringify({ message: '' }),
      'Invalid credentials',
    ],
  ])('shows "Login Failed" for %s', async (_, status, body, message) => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(body, { status })));
    const { fields } = await signIn();

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent(message);
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(fields.username).toHaveValue('lab-admin');
    expect(screen.getByRole('button', { name: 'Access Admin Dashboard' })).toBeEnabled();
  });

  it('does not sign in on an ok answer without a token', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ message: 'ok' })));
    await signIn();

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid credentials');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('needs only the token from the answer', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ token: 'token-only' })));
    await signIn();

    expect(await screen.findByText('Dashboard probe')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('token-only');
  });

  it('says the server cannot be reached when the request itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await signIn();

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Unable to connect to server');
    expect(toast).not.toHaveTextContent('Login Failed');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('sends an admin who is already signed in straight to the dashboard', async () => {
    localStorage.setItem('adminToken', 'token-123');
    renderLogin();

    expect(await screen.findByText('Dashboard probe')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
