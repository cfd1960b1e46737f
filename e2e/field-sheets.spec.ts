import { expect, test } from '@playwright/test';
import { SITE } from '@lab/web/config/site';
import { SITE_ROUTES } from '@lab/web/config/site-routes';
import { CROP_LIST } from '@lab/web/content/crop-list';
import { FIELD_SHEET } from '@lab/web/content/sampling';
import { decodeBarcodes, pdfPageCount, pdfText } from '../tools/pdf-tools';

/*
 * Each guide that prints as a field sheet, as Chromium prints it on US letter: one page,
 * the laboratory's name, phone and web address on it, and QR codes a phone reads back
 * (zbarimg on a 200 dpi render, what a phone sees of a print) to the guide's own address
 * and to the container request, both on the origin the site was built for.
 */

const sheetPages: readonly string[] = FIELD_SHEET.pages;
const guides = SITE_ROUTES.filter((route) => sheetPages.includes(route.page));
// The container request's own address: the route of its screen that is nobody's alias.
const containerRequest = SITE_ROUTES.find((r) => r.page === 'resourceRequest' && !r.canonical);

test('the soil guide and every crop guide print as field sheets', () => {
  expect(guides).toHaveLength(CROP_LIST.length + 1);
  expect(containerRequest).toBeDefined();
});

for (const guide of guides) {
  test(`${guide.title} prints as one letter page with the lab's details and working QR codes`, async ({
    page,
  }) => {
    await page.goto(guide.path);
    const guideUrl = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(guideUrl).toMatch(new RegExp(`${guide.path}$`));
    const origin = new URL(guideUrl as string).origin;
    const contact = page.getByRole('complementary', { name: FIELD_SHEET.label });
    await expect(contact).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(contact).toBeVisible();
    const pdf = await page.pdf({ format: 'Letter' });

    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const fact of [SITE.name, SITE.phoneDisplay, new URL(origin).host]) {
      expect(text).toContain(fact);
    }
    const codes = decodeBarcodes(pdf)
      .filter((symbol) => symbol.type === 'QR-Code')
      .map((symbol) => symbol.data);
    expect(codes.sort()).toEqual([guideUrl, `${origin}${containerRequest?.path}`].sort());
  });
}
