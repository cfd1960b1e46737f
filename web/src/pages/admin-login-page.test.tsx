import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_MESSAGES, signInLockedMessage } from '@lab/shared/schemas/admin';
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

  it.each([
    [
      'with how long it lasts',
      JSON.stringify({ message: signInLockedMessage(120) }),
      signInLockedMessage(120),
    ],
    ['without a message', '', SIGN_IN_MESSAGES.tooManyAttempts],
  ])('shows a lock (429) %s, never "Invalid credentials"', async (_, body, message) => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(body, { status: 429, headers: { 'Retry-After': '120' } })),
    );
    await signIn();

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent(message);
    expect(toast).not.toHaveTextContent('Invalid credentials');
    expect(localStorage.getItem('adminToken')).toBeNull();
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

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH_URI = `otpauth://totp/Lab:lab-admin?secret=${SECRET}&issuer=Lab`;

/** Answers each request in turn with the next of `answers`. */
function answerInTurn(...answers: Response[]) {
  fetchMock.mockReset();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
}

/** The URL and JSON body of the `index`th request. */
function request(index: number) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url, body: JSON.parse(String(init?.body)) as unknown };
}

const codeField = () => screen.findByRole('textbox', { name: /^authentication code/i });

describe('admin sign-in steps after the password', () => {
  it('asks for the authenticator code, then signs in with it', async () => {
    answerInTurn(
      jsonResponse({ next: 'mfaCode', session: 'session-1' }),
      jsonResponse({ token: 'token-mfa', expiresIn: 3600 }),
    );
    const { user } = await signIn();

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(screen.getByText(/enter the 6-digit code from your authenticator app/i)).toBeVisible();
    const code = await codeField();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    await user.type(code, '123456');
    // A further step is not a sign-in yet: no welcome (toasts appear after a moment, hence
    // the wait), no token, same page.
    await expect(screen.findByTestId('toast', undefined, { timeout: 500 })).rejects.toThrow();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Dashboard probe')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('token-mfa');
    expect(await screen.findByTestId('toast')).toHaveTextContent('Login Successful');
    expect(request(1)).toEqual({
      url: '/api/admin/login/step',
      body: { step: 'mfaCode', code: '123456', username: 'lab-admin', session: 'session-1' },
    });
  });

  it('reads "Verifying..." and is disabled while the code is checked', async () => {
    answerInTurn(jsonResponse({ next: 'mfaCode', session: 'session-1' }));
    fetchMock.mockReturnValueOnce(new Promise<Response>(() => undefined));
    const { user } = await signIn();
    await user.type(await codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });

  it('walks a first sign-in through the authenticator set-up: QR code, secret, then code', async () => {
    answerInTurn(
      jsonResponse({
        next: 'mfaSetup',
        session: 'session-setup',
        secret: SECRET,
        otpauthUri: OTPAUTH_URI,
      }),
      jsonResponse({ token: 'token-enrolled', expiresIn: 3600 }),
    );
    const { user } = await signIn();

    const heading = await screen.findByRole('heading', { name: 'Set up two-step verification' });
    expect(heading).toHaveFocus();
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByText('Secret key')).toBeVisible();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy secret key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.type(await codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Dashboard probe')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('token-enrolled');
    expect(request(1).body).toEqual({
      step: 'mfaSetup',
      code: '654321',
      username: 'lab-admin',
      session: 'session-setup',
    });
  });

  it('has a temporary password replaced, refusing two different entries in the browser', async () => {
    answerInTurn(
      jsonResponse({ next: 'newPassword', session: 'session-temp' }),
      jsonResponse({
        next: 'mfaSetup',
        session: 'session-2',
        secret: SECRET,
        otpauthUri: OTPAUTH_URI,
      }),
    );
    const { user } = await signIn();

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toHaveFocus();
    expect(screen.getByText(/temporary password/i)).toBeVisible();
    const password = screen.getByLabelText(/^new password/i);
    const confirm = screen.getByLabelText(/^confirm new password/i);
    for (const field of [password, confirm]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(password).toHaveAccessibleDescription(SIGN_IN_MESSAGES.passwordRules);

    await user.type(password, 'Correct-Horse-42!');
    await user.type(confirm, 'Correct-Horse-43!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(SIGN_IN_MESSAGES.passwordsDiffer)).toBeVisible();
    expect(confirm).toHaveAccessibleDescription(SIGN_IN_MESSAGES.passwordsDiffer);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(confirm);
    await user.type(confirm, 'Correct-Horse-42!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(
      await screen.findByRole('heading', { name: 'Set up two-step verification' }),
    ).toBeVisible();
    expect(request(1)).toEqual({
      url: '/api/admin/login/step',
      body: {
        step: 'newPassword',
        newPassword: 'Correct-Horse-42!',
        username: 'lab-admin',
        session: 'session-temp',
      },
    });
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('shows a refused code under the code field and stays on the step', async () => {
    answerInTurn(
      jsonResponse({ next: 'mfaCode', session: 'session-1' }),
      jsonResponse(
        { message: 'Validation failed', errors: { code: SIGN_IN_MESSAGES.codeRefused } },
        400,
      ),
    );
    const { user } = await signIn();
    const code = await codeField();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(SIGN_IN_MESSAGES.codeRefused)).toBeVisible();
    expect(code).toHaveAccessibleDescription(SIGN_IN_MESSAGES.codeRefused);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast).toHaveTextContent('Login Failed');
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('shows the lock when the code step is refused for too many failures, and stays on the step', async () => {
    answerInTurn(
      jsonResponse({ next: 'mfaCode', session: 'session-1' }),
      jsonResponse({ message: signInLockedMessage(15) }, 429),
    );
    const { user } = await signIn();
    await user.type(await codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Too many failed sign-in attempts. Try again in 15 seconds.');
    expect(toast).not.toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('checks the code in the browser before sending it', async () => {
    answerInTurn(jsonResponse({ next: 'mfaCode', session: 'session-1' }));
    const { user } = await signIn();
    await user.type(await codeField(), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(SIGN_IN_MESSAGES.code)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes back to the password, username kept, when the sign-in session expired', async () => {
    answerInTurn(
      jsonResponse({ next: 'mfaCode', session: 'session-old' }),
      jsonResponse({ message: SIGN_IN_MESSAGES.sessionExpired }, 401),
    );
    const { user } = await signIn();
    await user.type(await codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent(SIGN_IN_MESSAGES.sessionExpired);
    expect(await screen.findByRole('button', { name: 'Access Admin Dashboard' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /username/i })).toHaveValue('lab-admin');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
    expect(screen.getByLabelText(/^password/i)).toHaveFocus();
    expect(
      screen.queryByRole('heading', { name: 'Two-step verification' }),
    ).not.toBeInTheDocument();
  });

  it('says the server cannot be reached when a step gets no answer', async () => {
    answerInTurn(jsonResponse({ next: 'mfaCode', session: 'session-1' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = await signIn();
    await user.type(await codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Unable to connect to server');
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  });

  it('starts over from a step with the password form', async () => {
    answerInTurn(jsonResponse({ next: 'mfaCode', session: 'session-1' }));
    const { user } = await signIn();
    await codeField();
    await user.click(screen.getByRole('button', { name: 'Start over' }));

    expect(await screen.findByRole('button', { name: 'Access Admin Dashboard' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /username/i })).toHaveValue('lab-admin');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses an ok answer whose next step is not one it knows', async () => {
    answerInTurn(jsonResponse({ next: 'smsCode', session: 'session-1' }));
    await signIn();

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('button', { name: 'Access Admin Dashboard' })).toBeEnabled();
  });
});
