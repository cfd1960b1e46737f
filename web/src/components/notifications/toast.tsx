import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import type { NoticeAction, ToastTone } from './notice';

declare module 'notistack' {
  interface VariantOverrides {
    toast: {
      title: string;
      description?: string;
      tone?: ToastTone;
      noticeAction?: NoticeAction;
    };
  }
}

/** How far a toast must be swiped to the right to dismiss it: past 50 px, not before (notifications.test.tsx holds it). */
export const SWIPE_THRESHOLD_PX = 50;

type ToastProps = CustomContentProps & {
  title: string;
  description?: string;
  tone?: ToastTone;
  noticeAction?: NoticeAction;
};

const severity = { default: 'info', success: 'success', destructive: 'error' } as const;

/**
 * One notification: title and description in an MUI Alert. Destructive toasts are the
 * filled error colour so they read as failures at a glance. Swipe right past 50 px, or
 * press the close button, to dismiss.
 */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { id, title, description, tone = 'default', noticeAction, style },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (offset > SWIPE_THRESHOLD_PX) closeSnackbar(id);
    start.current = null;
    setOffset(0);
  };

  return (
    <SnackbarContent ref={ref} style={style}>
      <Alert
        role={tone === 'destructive' ? 'alert' : 'status'}
        data-testid="toast"
        data-tone={tone}
        severity={severity[tone]}
        variant={tone === 'destructive' ? 'filled' : 'standard'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        action={
          <>
            {noticeAction && (
              <Button
                color="inherit"
                size="small"
                sx={{ fontWeight: 700 }}
                onClick={() => {
                  closeSnackbar(id);
                  noticeAction.onAction();
                }}
              >
                {noticeAction.label}
              </Button>
            )}
            <IconButton
              aria-label="Dismiss notification"
              color="inherit"
              size="small"
              onClick={() => closeSnackbar(id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
        sx={{
          width: '100%',
          boxShadow: 6,
          touchAction: 'pan-y',
          transform: `translateX(${offset}px)`,
          opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1,
          transition: start.current === null ? 'transform 150ms ease, opacity 150ms ease' : 'none',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <AlertTitle sx={{ mb: description ? 0.25 : 0, fontWeight: 700 }}>{title}</AlertTitle>
        {description}
      </Alert>
    </SnackbarContent>
  );
});
