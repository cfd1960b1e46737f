import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { PAGE_ACTION, type PageAction } from '../../../page-script/attributes';

/**
 * Prints the guide on screen: the guides are written to be taken into the field. The page
 * script does the printing, so the button works on a page with no React.
 */
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
      {...{ [PAGE_ACTION]: 'print' satisfies PageAction }}
    >
      {label}
    </Button>
  );
}
