import { int } from './support';

/** A correctness check of a benchmark: a count it expected and the one it found. */
export interface Check {
  name: string;
  expected: number;
  actual: number;
  pass: boolean;
}

/** A check that passes when `actual` is `expected`, unless `pass` says otherwise. */
export const check = (
  name: string,
  expected: number,
  actual: number,
  pass = actual === expected,
): Check => ({ name, expected, actual, pass });

/** Checks as a Markdown table. */
export const checkRows = (checks: Check[]) => [
  '| Check | Expected | Actual | Result |',
  '| --- | ---: | ---: | --- |',
  ...checks.map(
    (c) => `| ${c.name} | ${int(c.expected)} | ${int(c.actual)} | ${c.pass ? 'PASS' : 'FAIL'} |`,
  ),
];
