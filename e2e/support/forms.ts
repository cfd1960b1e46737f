import { expect, type Locator } from '@playwright/test';
import { EARLY_SUBMIT } from '@lab/web/components/form/early-submit';

/**
 * Waits until a public form's code runs (the form is marked live). Its submit button is
 * enabled from first paint, so being enabled says nothing of that. A wait, not a measure
 * (the tap benchmark times it): loading the form's code on a shared CI machine can take
 * longer than an assertion's usual 5 s.
 */
export async function expectLive(form: Locator): Promise<void> {
  await expect(form).toHaveAttribute(EARLY_SUBMIT.live, '', { timeout: 20_000 });
}
