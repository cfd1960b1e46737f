/** The parts both sample reports share: the client box and the closing sections. */
import { TEAM } from '../../src/content/team';
import type { InfoBox, Report } from './layout';
import type { Scale } from './ratings';
import { legend } from './tables';

const REVIEWER = (() => {
  const director = TEAM.find((member) => member.role === 'Laboratory Director') ?? TEAM[0];
  return { name: `${director?.name ?? 'Laboratory Director'}, P.Ag.`, role: director?.role ?? '' };
})();

/** The invented client: the same grower and agronomist on every sample report. */
export function clientBox(
  { farm, location, account }: { farm: string; location: string; account: string },
  ...more: (readonly [string, string])[]
): InfoBox {
  return {
    title: 'Client',
    rows: [
      ['Grower', 'Sample Grower'],
      ['Farm', farm],
      ['Location', location],
      ['Agronomist', 'A. Example, P.Ag.'],
      ['Account', account],
      ...more,
    ],
  };
}

/**
 * Ends a report: how to read its ratings, the methods, the reviewer's signature, then
 * the footers. Returns the finished PDF.
 */
export function closeReport(
  report: Report,
  ratings: { scale: Scale; meanings: readonly [string, string, string, string] },
  methods: string,
): Promise<Uint8Array> {
  report.heading('Reading the Ratings');
  legend(report, ratings.scale, ratings.meanings);
  report.heading('Methods');
  report.paragraph(methods, { size: 7.5 });
  report.signature(REVIEWER);
  report.finish();
  return report.doc.save();
}
