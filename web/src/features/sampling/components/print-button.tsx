import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';

/** Prints the guide on screen: the guides are written to be taken into the field. */
export function PrintButton({
  label,
  variant,
}: {
  label: string;
  variant: ButtonProps['variant'];
}) {
  return (
    <Button
      variant={variant}
      size="large"
      startIcon={<PrintOutlined />}
      onClick={() => window.print()}
    >
      {label}
    </Button>
  );
}
