import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../app/providers';
import { createEmotionCache } from '../theme/emotion-cache';

/** Renders UI inside the app's real providers (theme, query client, notifications) and a router. */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Providers cache={createEmotionCache()}>{ui}</Providers>
    </MemoryRouter>,
    options,
  );
}
