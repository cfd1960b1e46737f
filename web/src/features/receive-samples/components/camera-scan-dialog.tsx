import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { BarcodeReader } from './barcode-detection';

/** How often a frame is read: often enough to feel instant, seldom enough to spare the phone. */
const READ_EVERY_MS = 250;

export interface CameraScanDialogProps {
  reader: BarcodeReader;
  /** The first code read; the camera is already off. */
  onScan: (value: string) => void;
  /** Closed without a code: cancelled, or the camera refused (`problem` says why). */
  onClose: (problem?: string) => void;
}

/**
 * The back camera's picture while it looks for the label's barcode or QR code. The camera
 * stays on only while the dialog is open.
 */
export default function CameraScanDialog({ reader, onScan, onClose }: CameraScanDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const stop = () => {
      done = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const read = async () => {
      if (done || !video.current) return;
      const codes = await reader.detect(video.current).catch(() => []);
      const value = codes[0]?.rawValue;
      if (value && !done) {
        stop();
        onScan(value);
        return;
      }
      timer = setTimeout(() => void read(), READ_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (done || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play();
        setStarting(false);
        void read();
      })
      .catch(() => {
        if (done) return;
        stop();
        onClose(
          'The camera could not be opened: allow it for this site, or use a scanner or type the reference.',
        );
      });
    return stop;
  }, [reader, onScan, onClose]);

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="sm">
      <DialogTitle>Scan with camera</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {starting
            ? 'Starting the camera…'
            : 'Hold the label’s barcode or QR code in front of the camera.'}
        </Typography>
        <video
          ref={video}
          muted
          playsInline
          style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
