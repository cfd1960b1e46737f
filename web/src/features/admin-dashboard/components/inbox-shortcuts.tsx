import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Fragment, useId } from 'react';
import { INBOX_SHORTCUTS } from '../hooks/use-inbox-keys';

/** The inbox's keyboard shortcuts, from `?` or the list's Keyboard shortcuts button. */
export function InboxShortcuts({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableBody>
            {INBOX_SHORTCUTS.map(({ keys, does }) => (
              <TableRow key={does}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', pl: 0 }}>
                  {keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && ' '}
                      <kbd>{key}</kbd>
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell sx={{ pr: 0 }}>{does}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
