import ArrowForward from '@mui/icons-material/ArrowForward';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { reportFileName, SAMPLE_REPORTS } from '../../content/sample-reports';
import type { Action } from '../../content/service-page-types';
import { clickTracking } from '../../page-script/attributes';
import { externalProps, NewTabHint } from '../external-link';
import { RouterLink } from '../router-link';

export interface ActionButtonProps {
  action: Action;
  /** Used when the action has no variant of its own. */
  fallbackVariant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * One content action as a button: pages through the router; the portal and sample
 * reports in a new tab (reports also send a pdf_download event).
 */
export function ActionButton({ action, fallbackVariant = 'contained', size }: ActionButtonProps) {
  const variant = action.variant ?? fallbackVariant;
  const { target } = action;
  // Full-width on phones: less side padding keeps long labels on one line where possible.
  const sx = { textAlign: 'center', ...(size === 'large' && { px: { xs: 2.5, sm: 3.25 } }) };
  switch (target.kind) {
    case 'page':
      return (
        <Button
          component={RouterLink}
          to={target.to}
          variant={variant}
          size={size}
          sx={sx}
          endIcon={variant === 'contained' ? <ArrowForward /> : undefined}
        >
          {action.label}
        </Button>
      );
    case 'external':
      return (
        <Button
          href={target.href}
          {...externalProps}
          variant={variant}
          size={size}
          sx={sx}
          endIcon={<OpenInNew />}
        >
          {action.label}
          <NewTabHint />
        </Button>
      );
    case 'report':
      return (
        <Button
          href={SAMPLE_REPORTS[target.report]}
          {...externalProps}
          {...clickTracking.pdfDownload(reportFileName(target.report))}
          variant={variant}
          size={size}
          sx={sx}
          startIcon={<PictureAsPdfOutlined />}
        >
          {action.label}
          <NewTabHint />
        </Button>
      );
  }
}

/** A row of actions: the first filled, the rest outlined unless they say otherwise. */
export function ActionRow({
  actions,
  size,
}: {
  actions: readonly Action[];
  size?: ButtonProps['size'];
}) {
  return (
    <>
      {actions.map((action, index) => (
        <ActionButton
          key={`${action.label}-${index}`}
          action={action}
          size={size}
          fallbackVariant={index === 0 ? 'contained' : 'outlined'}
        />
      ))}
    </>
  );
}
