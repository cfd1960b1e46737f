import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The notice, once it shows and reads `title`. */
export async function findToast(title: string): Promise<HTMLElement> {
  const toast = await screen.findByTestId('toast');
  await waitFor(() => expect(toast).toHaveTextContent(title));
  return toast;
}
