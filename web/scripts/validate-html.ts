import { HtmlValidate } from 'html-validate';

/*
 * The pre-rendered pages checked against the HTML standard (html-validate's standard
 * preset): what a browser forgives but assistive technology and autofill may not, such as
 * a div inside a label or an autocomplete token the control cannot take. One addition: the
 * standard gives a textarea no `type`, which html-validate does not flag by itself.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  elements: [
    'html5',
    { textarea: { attributes: { type: { deprecated: 'a textarea has no type attribute' } } } },
  ],
  rules: { 'no-deprecated-attr': 'error' },
});

/** The standard's complaints about one page, as `file:line:column rule: message` lines. */
export async function htmlProblems(file: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}
