import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

export interface AuthenticatorQrCodeProps {
  /** The `otpauth://` URI the authenticator app reads. */
  uri: string;
  /** Its side on screen, in CSS pixels. */
  size: number;
}

/**
 * The authenticator's `otpauth://` URI as a QR code image, made in the browser (the
 * secret never leaves it for a QR service). Dark on white whatever the colour scheme, with
 * the four-module quiet zone the QR standard asks for: cameras read that most reliably.
 * Loaded with the set-up step only, so no other page carries the encoder.
 */
export function AuthenticatorQrCode({ uri, size }: AuthenticatorQrCodeProps) {
  const src = useMemo(
    () => `data:image/svg+xml,${encodeURIComponent(renderSVG(uri, { ecc: 'M', border: 4 }))}`,
    [uri],
  );
  return (
    <Box
      component="img"
      src={src}
      alt="QR code for your authenticator app"
      width={size}
      height={size}
      sx={{ display: 'block', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
}
