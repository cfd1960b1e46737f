import { zodResolver } from '@hookform/resolvers/zod';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { STAFF_ROLES, type StaffRole } from '@lab/shared/api/routes';
import {
  ACCOUNT_STATE_LABELS,
  inviteAccountSchema,
  type Account,
  type InviteAccount,
  type InviteAccountInput,
  type UpdateAccount,
} from '@lab/shared/schemas/accounts';
import { useNotify } from '../../../components/notifications/use-notify';
import { ApiError } from '../../../lib/api-client';
import { useAccounts, useInviteAccount, useUpdateAccount } from '../api/accounts';
import { isNetworkFailure, isSessionExpired } from '../api/admin-errors';
import { formatDateTime } from '../record-views';

const ROLE_LABELS = { staff: 'Staff', administrator: 'Administrator' } as const satisfies Record<
  StaffRole,
  string
>;

/** The server's own words for a refusal, else a general one. */
function refusal(error: unknown, otherwise: string): string {
  if (isNetworkFailure(error)) return 'Unable to connect to server.';
  return (error instanceof ApiError && error.serverMessage) || otherwise;
}

const EMPTY_INVITE: InviteAccountInput = { username: '', email: '', role: 'staff' };

/** The invitation: the shared schema checks it here as the API does; its refusals go under the fields. */
function InviteForm() {
  const notify = useNotify();
  const invite = useInviteAccount();
  const form = useForm<InviteAccountInput, unknown, InviteAccount>({
    resolver: zodResolver(inviteAccountSchema),
    defaultValues: EMPTY_INVITE,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    invite.mutateAsync(values).then(
      (account) => {
        form.reset(EMPTY_INVITE);
        notify({
          title: 'Invitation sent',
          description: `${account.username} is invited; the e-mail went to ${account.email ?? values.email}.`,
          tone: 'success',
        });
      },
      (error: unknown) => {
        if (isSessionExpired(error)) return;
        if (error instanceof ApiError) {
          const fields = { ...error.fieldErrors };
          // A taken username is the username field's problem.
          if (error.status === 409 && error.serverMessage) fields.username ??= error.serverMessage;
          for (const [field, message] of Object.entries(fields)) {
            if (field === 'username' || field === 'email' || field === 'role') {
              form.setError(field, { message });
            }
          }
          if (Object.keys(fields).length > 0) return;
        }
        notify({
          title: 'Invitation not sent',
          description: refusal(error, 'Please try again.'),
          tone: 'destructive',
        });
      },
    ),
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        Invite a colleague
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <TextField
            label="Username"
            {...form.register('username')}
            error={Boolean(errors.username)}
            helperText={errors.username?.message}
            autoComplete="off"
            fullWidth
          />
          <TextField
            label="E-mail"
            type="email"
            {...form.register('email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            autoComplete="off"
            fullWidth
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <TextField
                select
                label="Role"
                {...field}
                error={Boolean(errors.role)}
                helperText={errors.role?.message}
                sx={{ minWidth: 170 }}
              >
                {STAFF_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<PersonAddIcon />}
            disabled={invite.isPending}
            sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            {invite.isPending ? 'Inviting...' : 'Invite'}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

/** A change to one account, with what the confirmation says of it. */
interface PendingChange {
  account: Account;
  change: UpdateAccount;
  title: string;
  text: string;
  confirm: string;
}

/** What may be done to `account`, each with its confirmation's words. */
function changesFor(account: Account): Omit<PendingChange, 'account'>[] {
  const name = account.username;
  const changes: Omit<PendingChange, 'account'>[] = [
    account.state === 'disabled'
      ? {
          change: { action: 'enable' },
          title: `Enable ${name}?`,
          text: `${name} can sign in again with their password and authenticator.`,
          confirm: 'Enable',
        }
      : {
          change: { action: 'disable' },
          title: `Disable ${name}?`,
          text: `${name} is signed out everywhere at once and can no longer sign in, until an administrator enables the account again.`,
          confirm: 'Disable',
        },
    {
      change: { action: 'reset-mfa' },
      title: `Reset ${name}'s authenticator?`,
      text: `${name} is signed out everywhere; at the next sign-in, after the password, they set up a new authenticator app.`,
      confirm: 'Reset authenticator',
    },
  ];
  for (const role of STAFF_ROLES) {
    if (role === account.role) continue;
    changes.push({
      change: { role },
      title: `Make ${name} ${role === 'administrator' ? 'an administrator' : 'staff'}?`,
      text: `${name} is signed out everywhere; the next sign-in carries the new role.`,
      confirm: `Make ${ROLE_LABELS[role].toLowerCase()}`,
    });
  }
  return changes;
}

function AccountRow({
  account,
  onChoose,
}: {
  account: Account;
  onChoose: (pending: PendingChange) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none', display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {account.username}
          </Typography>
          <Chip size="small" label={account.role ? ROLE_LABELS[account.role] : 'No role'} />
          <Chip
            size="small"
            variant="outlined"
            color={
              account.state === 'disabled'
                ? 'error'
                : account.state === 'invited'
                  ? 'warning'
                  : 'success'
            }
            label={ACCOUNT_STATE_LABELS[account.state]}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {account.email ?? 'No e-mail'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Last sign-in: {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'never'}
          {' · '}
          {account.mfaEnrolled ? 'Authenticator set up' : 'No authenticator yet'}
        </Typography>
      </Box>
      <IconButton
        aria-label={`Actions for ${account.username}`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {changesFor(account).map((pending) => (
          <MenuItem
            key={pending.confirm}
            onClick={() => {
              setAnchor(null);
              onChoose({ ...pending, account });
            }}
          >
            {pending.confirm}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}

/**
 * The administrators' Accounts tab: every staff account with its role, state, last sign-in
 * (laboratory time) and authenticator; an invitation form; and per account, disable or
 * enable, reset the authenticator, or change the role, each after a confirmation.
 */
export function AccountsPanel() {
  const notify = useNotify();
  const accounts = useAccounts();
  const update = useUpdateAccount();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const dialogId = useId();

  const confirm = () => {
    if (!pending) return;
    update.mutate(
      { username: pending.account.username, change: pending.change },
      {
        onSuccess: (account) => {
          setPending(null);
          notify({
            title: 'Account updated',
            description: `${account.username}: ${ACCOUNT_STATE_LABELS[account.state]}, ${account.role ? ROLE_LABELS[account.role] : 'no role'}.`,
            tone: 'success',
          });
        },
        onError: (error) => {
          setPending(null);
          if (isSessionExpired(error)) return;
          notify({
            title: 'Not changed',
            description: refusal(error, 'Nothing was changed. Please try again.'),
            tone: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Stack spacing={3}>
      <InviteForm />
      {accounts.isPending ? (
        <Stack role="status" sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading accounts" />
        </Stack>
      ) : accounts.isError ? (
        <Alert severity="error">{refusal(accounts.error, 'The accounts could not be read.')}</Alert>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Staff accounts" sx={{ p: 0, m: 0 }}>
          {accounts.data.map((account) => (
            <AccountRow key={account.username} account={account} onChoose={setPending} />
          ))}
        </Stack>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => !update.isPending && setPending(null)}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-text`}
      >
        <DialogTitle id={`${dialogId}-title`}>{pending?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${dialogId}-text`}>{pending?.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={confirm} disabled={update.isPending}>
            {pending?.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
