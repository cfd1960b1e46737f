import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { BOUNDARY_ZONES, WEB_CONTRACTS, WEB_FLOORS, WEB_ZONES } from '../eslint.config.js';

/*
 * The lint rules that keep the layout docs/testing.md describes: each is proved to fail
 * on a deliberate violation, so a rule that silently stops matching (a glob one level
 * short, a resolver that cannot follow an import) fails here.
 */
const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** One real module in each folder, for imports that must resolve. */
const MODULE_IN: Record<string, string> = {
  shared: 'shared/src/constants/limits.ts',
  functions: 'functions/src/lib/env.ts',
  web: 'web/src/lib/api-client.ts',
  infra: 'infra/src/config.ts',
  e2e: 'e2e/playwright.config.ts',
  bench: 'bench/web/idle.ts',
  tools: 'tools/chromium.ts',
};

/** A file that would sit in `folder`, for lintText. */
const PROBE_IN: Record<string, string> = {
  shared: 'shared/src/api/probe.ts',
  functions: 'functions/src/lib/probe.ts',
  web: 'web/src/lib/probe.ts',
  infra: 'infra/src/constructs/probe.ts',
  e2e: 'e2e/probe.spec.ts',
  bench: 'bench/web/probe.ts',
};

function relativeImport(fromFile: string, toFile: string): string {
  const path = relative(join(ROOT, fromFile, '..'), join(ROOT, toFile)).replace(/\.ts$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const useIt = (specifier: string) => `import * as it from '${specifier}';\nexport const x = it;\n`;

describe('workspace boundaries', () => {
  const violations = BOUNDARY_ZONES.flatMap((zone) =>
    zone.from.map((from) => [zone.target, from] as const),
  );

  it.each(violations)('%s may not import %s', async (target, from) => {
    const probe = PROBE_IN[target] as string;
    const module = MODULE_IN[from] as string;
    expect(await ruleIds(probe, useIt(relativeImport(probe, module)))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('sees a workspace imported by its package name as well', async () => {
    expect(await ruleIds(PROBE_IN.shared as string, useIt('@lab/web/lib/api-client'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(PROBE_IN.web as string, useIt('@lab/functions/lib/env'))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets every workspace import shared', async () => {
    for (const target of ['functions', 'web', 'infra', 'e2e', 'bench']) {
      expect(
        await ruleIds(PROBE_IN[target] as string, useIt('@lab/shared/constants/limits')),
      ).toEqual([]);
    }
  });

  it('keeps shared free of Node built-ins', async () => {
    expect(await ruleIds(PROBE_IN.shared as string, useIt('node:fs'))).toContain(
      'no-restricted-imports',
    );
  });

  it.each(['e2e', 'bench'])(
    '%s reaches other workspaces through their packages only',
    async (folder) => {
      const probe = PROBE_IN[folder] as string;
      expect(await ruleIds(probe, useIt(relativeImport(probe, MODULE_IN.web as string)))).toContain(
        'no-restricted-imports',
      );
      expect(await ruleIds(probe, useIt('@lab/web/lib/api-client'))).toEqual([]);
    },
  );
});

describe('the floors inside web/src', () => {
  const WEB = 'web/src';
  const contracts = Object.entries(WEB_CONTRACTS).map(
    ([folder, file]) => `${WEB}/${folder}/${file}`,
  );
  const features = readdirSync(join(ROOT, WEB, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `features/${entry.name}`);

  /**
   * The first shipped module under `folder` (no test, no test helper, no contract) outside
   * `besides`: an import of it resolves, and no zone lets it through as a contract.
   */
  function moduleUnder(folder: string, besides: string[] = []): string {
    const found = readdirSync(join(ROOT, WEB, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${WEB}/${folder}/${file}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
      .filter((file) => folder === 'test' || !file.startsWith(`${WEB}/test/`))
      .filter((file) => !contracts.includes(file))
      .filter((file) => !besides.some((path) => file.startsWith(`${WEB}/${path}/`)))
      .sort()[0];
    if (!found) throw new Error(`No module under ${folder}`);
    return found;
  }

  // A feature's files sit in a feature folder.
  const probeIn = (folder: string) =>
    `${WEB}/${folder === 'features' ? 'features/contact' : folder}/lint-probe.ts`;

  /*
   * Every import the floors forbid, restated from the conventions rather than read from the
   * zones, so a zone that stops matching (a path one level off) fails here: a folder and
   * one above it (or beside it, on the top floor); a feature and another; a contract and
   * anything; any folder and an entry; shipped code and the test helpers.
   */
  const forbidden: [string, string][] = [
    ...WEB_FLOORS.flatMap((floor, level) =>
      floor.flatMap((folder) =>
        [...WEB_FLOORS.slice(0, level).flat(), ...(level === 0 ? floor : [])]
          .filter((above) => above !== folder)
          .map((above): [string, string] => [probeIn(folder), moduleUnder(above)]),
      ),
    ),
    ...features.map((feature): [string, string] => [
      probeIn(feature),
      moduleUnder('features', [feature]),
    ]),
    ...contracts.map((contract): [string, string] => [contract, moduleUnder('lib')]),
    [probeIn('components'), `${WEB}/entry-client.tsx`],
    [probeIn('lib'), moduleUnder('test')],
  ];

  /** The zone messages the probes drew: every zone must be among them. */
  const proved = new Set<string>();

  it.each(forbidden)('%s may not import %s', async (probe, module) => {
    const [result] = await eslint.lintText(useIt(relativeImport(probe, module)), {
      filePath: join(ROOT, probe),
    });
    const zones = (result?.messages ?? []).filter(
      (message) => message.ruleId === 'import-x/no-restricted-paths',
    );
    expect(zones).not.toEqual([]);
    for (const { message } of zones) proved.add(message);
  });

  it('has a failing probe for every zone', () => {
    const unproved = WEB_ZONES.map((zone) => zone.message).filter(
      (message) => ![...proved].some((seen) => seen.includes(message)),
    );
    expect(unproved).toEqual([]);
  });

  it.each(contracts)('lets every floor import %s', async (contract) => {
    for (const folder of WEB_FLOORS.flat()) {
      const probe = probeIn(folder);
      expect(await ruleIds(probe, useIt(relativeImport(probe, contract)))).toEqual([]);
    }
  });

  it.each(WEB_FLOORS.slice(0, -1).flat())(
    'lets %s import every floor below it, and its own folder',
    async (folder) => {
      const level = WEB_FLOORS.findIndex((floor) => floor.includes(folder));
      const probe = probeIn(folder);
      const own = relative(WEB, join(probe, '..'));
      const modules = [
        ...WEB_FLOORS.slice(level + 1)
          .flat()
          .map((lower) => moduleUnder(lower)),
        moduleUnder(own),
      ];
      const code = modules
        .map((module, index) => `import * as m${index} from '${relativeImport(probe, module)}';\n`)
        .join('');
      const uses = modules.map((_, index) => `m${index}`).join(', ');
      const messages = await ruleIds(probe, `${code}export const x = [${uses}];\n`);
      expect(messages.filter((rule) => rule !== 'import-x/order')).toEqual([]);
    },
  );

  it('leaves tests out: a test renders its subject inside the page it ships in', async () => {
    const probe = `${WEB}/components/lint-probe.test.tsx`;
    const page = moduleUnder('pages');
    expect(await ruleIds(probe, useIt(relativeImport(probe, page)))).toEqual([]);
  });
});

describe('imports and names', () => {
  // A kebab-case name of its own, so only the rule under test can fire.
  const scratch = join(ROOT, `web/src/lint-probe-${process.pid}`);
  mkdirSync(scratch);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds an import cycle', async () => {
    writeFileSync(join(scratch, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(join(scratch, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([join(scratch, 'a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('orders imports: Node, packages, @lab, then relative', async () => {
    const code = [
      "import { LIMITS } from '@lab/shared/constants/limits';",
      "import { api } from '../lib/api-client';",
      "import * as z from 'zod';",
      'export const x = [LIMITS, api, z];',
      '',
    ].join('\n');
    expect(await ruleIds('web/src/app/probe.ts', code)).toContain('import-x/order');
  });

  it('keeps links typed and error bodies parsed in one place', async () => {
    const navigate =
      "import { useNavigate } from 'react-router-dom';\nexport const x = useNavigate;\n";
    expect(await ruleIds('web/src/pages/probe.tsx', navigate)).toEqual([]);
    const link = "import { Link } from 'react-router-dom';\nexport const x = Link;\n";
    expect(await ruleIds('web/src/pages/probe.tsx', link)).toContain('no-restricted-imports');
    const parser =
      "import { apiErrorSchema } from '@lab/shared/schemas/api-error';\nexport const x = apiErrorSchema;\n";
    expect(await ruleIds('web/src/features/probe.ts', parser)).toContain('no-restricted-imports');
  });

  it('wants kebab-case file and folder names', async () => {
    expect(await ruleIds('web/src/lib/apiClient.ts', 'export const x = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await ruleIds('web/src/Features/probe.ts', 'export const x = 1;\n')).toContain(
      'check-file/folder-naming-convention',
    );
    expect(await ruleIds('web/src/lib/api-client.test.ts', 'export const x = 1;\n')).toEqual([]);
  });
});
