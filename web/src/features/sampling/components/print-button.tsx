import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useHydrated } from '../../../lib/use-hydrated';
import { PAGE_ACTION, type PageAction } from '../../../page-script/attributes';

/**
 * Prints the guide on screen: the guides are written to be taken into the field. The page
 * script does the printing, so the button works on a page with no React; until that script
 * runs, the button shows disabled rather than take a tap it would lose (aria-disabled, not
 * MUI's disabled, whose class and tab order the script would have to undo). Where React
 * renders the whole page (development, a page that was not pre-rendered), React drops it.
 */
export function PrintButton({
  label,
  variant,
}: {
  label: string;
  variant: ButtonProps['variant'];
}) {
  const hydrated = useHydrated();
  return (
    <Button
      variant={variant}
      size="large"
      startIcon={<PrintOutlined />}
      aria-disabled={hydrated ? undefined : true}
      sx={{ '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'default' } }}
      {...{ [PAGE_ACTION]: 'print' satisfies PageAction }}
    >
      {label}
    </Button>
  );
}
