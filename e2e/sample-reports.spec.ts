import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { SAMPLE_REPORTS } from '@lab/web/content/sample-reports';

for (const [report, path] of Object.entries(SAMPLE_REPORTS)) {
  test(`the ${report} sample report is a real PDF`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const bytes = await res.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toMatch(/Analysis Report$/);
  });
}

test('the service pages open the sample reports in a new tab', async ({ page }) => {
  for (const [service, path] of [
    ['/services/soil-testing', SAMPLE_REPORTS.soil],
    ['/services/plant-tissue-testing', SAMPLE_REPORTS.plantTissue],
  ] as const) {
    await page.goto(service);
    const link = page.locator(`a[href="${path}"]`).first();
    await expect(link, service).toHaveAttribute('target', '_blank');
    await expect(link, service).toHaveAttribute('rel', /noopener/);
  }
});
