import Box from '@mui/material/Box';
import { Suspense, useState, type ReactNode } from 'react';

/**
 * What the page showed before React took over: the pre-rendered HTML of the wrapper, read
 * once when React has to show a fallback during hydration. React switches a boundary that
 * is still waiting for its code to client rendering as soon as any context above it
 * changes (the theme settles right after load), and without this copy the pre-rendered
 * form would vanish until its code arrives.
 */
function PreRenderedCopy({ id }: { id: string }) {
  const [html] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById(id)?.innerHTML ?? ''),
  );
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A below-the-fold part whose code loads later (a lazy component inside): its
 * pre-rendered HTML stays on screen, unchanged, until the code arrives.
 */
export function DeferredSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box id={id}>
      <Suspense fallback={<PreRenderedCopy id={id} />}>{children}</Suspense>
    </Box>
  );
}
