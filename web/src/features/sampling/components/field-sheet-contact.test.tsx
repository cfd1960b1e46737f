import { screen, within } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../../components/qr-code';
import { SITE } from '../../../config/site';
import { FIELD_SHEET } from '../../../content/sampling';
import { renderWithApp } from '../../../test/render';
import { FieldSheetContact } from './field-sheet-contact';

const bags = { label: 'Request Sample Bags', to: '/resources/request' } as const;

/** The block is paper only: hidden on screen, so queries look past that. */
function renderSheet(route: string) {
  renderWithApp(<FieldSheetContact request={bags} />, { route });
  const block = screen.getByRole('complementary', { hidden: true });
  expect(block).toHaveAttribute('aria-label', FIELD_SHEET.label);
  return block;
}

/** The address a QR code holds, checked against what its caption prints. */
function codeFor(block: HTMLElement, caption: string) {
  const svg = within(block).getByLabelText(`QR code: ${caption}`);
  expect(svg).toHaveAttribute('role', 'img');
  return svg.querySelector('path')?.getAttribute('d');
}

const drawn = (url: string) => qrPath(encode(url, { ecc: 'M', border: 0 }).data);

describe('FieldSheetContact', () => {
  it("prints the laboratory's name, phone, e-mail, address, hours and web address", () => {
    const block = renderSheet('/sampling/corn-instructions');
    const text = block.textContent;
    for (const fact of [
      SITE.name,
      SITE.phoneDisplay,
      SITE.email,
      ...SITE.address.lines,
      ...Object.values(SITE.hours),
      SITE.origin.replace(/^https:\/\//, ''),
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("codes the guide's own address and the container request's canonical one", () => {
    const block = renderSheet('/sampling/corn-instructions');
    expect(codeFor(block, FIELD_SHEET.guideCode)).toBe(
      drawn(`${SITE.origin}/sampling/corn-instructions`),
    );
    // /resources/request is the same screen as /request-bags, its canonical address.
    expect(codeFor(block, bags.label)).toBe(drawn(`${SITE.origin}/request-bags`));
    expect(block).toHaveTextContent('/request-bags');
  });

  it('is hidden on screen', () => {
    expect(renderSheet('/soil-sampling-instructions')).not.toBeVisible();
  });
});
