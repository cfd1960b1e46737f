import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { synth } from './synth';

/*
 * Every alarm the app creates has its entry in docs/operations/alarms.md (what it means, what
 * to check, what to do): an alarm e-mail nobody can act on is noise. An alarm is known by
 * its construct id, which is in its logical id (`Monitoring<id><hash>`); the page's `##`
 * headings name each one in backticks, `<function>` or `<table>` standing for any name.
 */

const page = readFileSync(
  fileURLToPath(new URL('../../docs/operations/alarms.md', import.meta.url)),
  'utf8',
);

/** The logical-id pattern of each alarm a heading names (ids keep letters and digits only). */
const documented = [...page.matchAll(/^## (.+)$/gm)].flatMap(([, heading]) =>
  [...heading!.matchAll(/`([^`]+)`/g)].map(([, name]) => {
    const pattern = name!
      .split(/(<[a-z]+>)/)
      .map((part) => (part.startsWith('<') ? '[A-Za-z0-9]+' : part.replace(/[^A-Za-z0-9]/g, '')))
      .join('');
    return { name: name!, id: new RegExp(`^Monitoring${pattern}[0-9A-F]{8}$`) };
  }),
);

describe('the alarms page', () => {
  it('has an entry for every alarm of every stack', () => {
    const out = synth({ domainName: 'www.example-lab.ca' });
    const ids = [out.edge, out.data, out.site].flatMap((template) =>
      Object.keys(template?.findResources('AWS::CloudWatch::Alarm') ?? {}),
    );
    expect(ids.length).toBeGreaterThan(0);
    const undocumented = ids.filter((id) => !documented.some((entry) => entry.id.test(id)));
    expect(undocumented).toEqual([]);
  });

  it('names only alarms that exist', () => {
    const out = synth();
    const ids = Object.keys(out.site.findResources('AWS::CloudWatch::Alarm'));
    const stale = documented.filter((entry) => !ids.some((id) => entry.id.test(id)));
    expect(stale.map((entry) => entry.name)).toEqual([]);
  });
});
