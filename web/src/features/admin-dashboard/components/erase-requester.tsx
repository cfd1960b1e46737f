import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { EraseResult } from '@lab/shared/schemas/admin';
import { useNotify } from '../../../components/notifications/use-notify';
import { isNetworkFailure, isSessionExpired } from '../api/admin-errors';
import { useEraseRequester } from '../api/erase-requester';
import { describeCounts } from '../record-views';

export interface EraseRequesterProps {
  /** The address searched for, as the API accepted it. */
  email: string;
  /** What the search found of each kind (the erasure deletes all, found or not yet listed). */
  found: Readonly<Record<RecordKind, number>>;
}

/**
 * "Erase this requester": a confirmation dialog that names the address and what will be
 * deleted, and only an explicit confirm erases; then a toast with the counts deleted.
 */
export function EraseRequester({ email, found }: EraseRequesterProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const erase = useEraseRequester(({ deleted }: EraseResult) => {
    setOpen(false);
    notify({
      title: 'Requester erased',
      description: `Deleted ${describeCounts(deleted)}`,
      tone: 'success',
    });
  });

  const confirm = () => {
    erase.mutate(
      { email },
      {
        onError: (error) => {
          // A refused token has ended the session: the dialog goes with it, saying nothing.
          if (isSessionExpired(error)) {
            setOpen(false);
            return;
          }
          notify({
            title: 'Erase failed',
            description: isNetworkFailure(error)
              ? 'Unable to connect to server.'
              : 'Nothing was erased. Please try again.',
            tone: 'destructive',
          });
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setOpen(true)}
      >
        Erase this requester
      </Button>
      <Dialog
        open={open}
        onClose={() => !erase.isPending && setOpen(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <DialogTitle id={`${id}-title`}>Erase everything held about {email}?</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>
            Every record of every kind with this e-mail address will be deleted, with its notes (
            {describeCounts(found)} found). The totals are adjusted. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={erase.isPending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={erase.isPending}>
            {erase.isPending ? 'Erasing...' : 'Erase'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
