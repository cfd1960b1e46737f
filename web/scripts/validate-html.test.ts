import { describe, expect, it } from 'vitest';
import { htmlProblems } from './validate-html';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body>${body}</body></html>`;

describe('the pre-rendered pages’ HTML check', () => {
  it('passes a valid page', async () => {
    expect(
      await htmlProblems(
        'ok.html',
        page(
          '<form><label for="a">Street address</label><input id="a" autocomplete="address-line1"><textarea aria-label="Message"></textarea></form>',
        ),
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'a type on a textarea',
      '<textarea type="text" aria-label="Message"></textarea>',
      'no-deprecated-attr',
    ],
    [
      'a multi-line autocomplete token on a one-line input',
      '<input aria-label="Street" autocomplete="street-address">',
      'valid-autocomplete',
    ],
    [
      'a div inside a label',
      '<label><input type="checkbox"><div>I consent</div></label>',
      'element-permitted-content',
    ],
  ])('names %s, with where it is', async (_what, body, rule) => {
    const problems = await htmlProblems('bad.html', page(body));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^bad\\.html:1:\\d+ ${rule}: `));
  });
});
