import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_NOTIFY_TO,
  DEFAULT_REGION,
} from '@lab/shared/lambda/deployment-defaults';
import { defaultConfig, edgeNeeds, parseStageFile, straySettings } from '../src/config';
import { placeholderSettings } from '../src/deploy/placeholders';
import { listStages, readStage } from '../src/stages';

const FILE = 'infra/stages/test.json';
const parse = (content: unknown) => parseStageFile(FILE, JSON.stringify(content));

/** A stage directory holding these files. */
function stagesDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lab-stages-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(content));
  }
  return dir;
}

const production = {
  region: 'eu-west-1',
  account: '210987654321',
  domainName: 'www.example-lab.ca',
  hostedZoneId: 'Z0123456789ABC',
  hostedZoneName: 'example-lab.ca',
  notifyTo: 'lab@example-lab.ca',
  mailFrom: 'notifications@example-lab.ca',
  mailDomain: 'example-lab.ca',
  analyticsId: 'G-ABC123',
  portalUrl: 'https://portal.example-lab.ca/',
  alarmEmail: 'ops@example-lab.ca',
  wafEnabled: false,
  apiPostLimit: 50,
};

describe('deployment configuration', () => {
  it('has safe defaults for everything when no stage is given', () => {
    const config = defaultConfig();
    expect(config).toMatchObject({
      region: DEFAULT_REGION,
      wafEnabled: true,
      apiPostLimit: 100,
      notifyTo: DEFAULT_NOTIFY_TO,
      mailFrom: DEFAULT_MAIL_FROM,
    });
    expect(config.domainName).toBeUndefined();
    expect(config.alarmEmail).toBeUndefined();
  });

  it('reads every setting of a stage file', () => {
    expect(parse(production)).toMatchObject({
      ...production,
      // The site appends paths to it.
      portalUrl: 'https://portal.example-lab.ca',
    });
  });

  it('gives a stage file the defaults of the keys it leaves out or leaves blank', () => {
    const config = parse({
      $comment: 'notes for the operator',
      notifyTo: 'lab@example-lab.ca',
      domainName: '',
      analyticsId: ' ',
    });
    expect(config).toEqual({ ...defaultConfig(), notifyTo: 'lab@example-lab.ca' });
    expect(config).not.toHaveProperty('$comment');
  });

  it('names the file and every bad field in one error', () => {
    let message = '';
    try {
      parse({
        domainName: 'https://www.example-lab.ca/',
        notifyTo: 'not-an-address',
        analyticsId: 'UA-1',
        wafEnabled: 'false',
        apiPostLimit: '100',
        portalUrl: 'http://portal.example-lab.ca',
        region: 'Canada',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid stage file infra\/stages\/test\.json: /);
    for (const expected of [
      'domainName must be a lower-case host name',
      'notifyTo must be an e-mail address',
      'analyticsId must look like G-XXXXXXX',
      'wafEnabled must be true or false',
      'apiPostLimit must be a number',
      'portalUrl must be an https:// URL',
      'region must be an AWS region',
    ]) {
      expect(message).toContain(expected);
    }
  });

  it('refuses a misspelt key instead of ignoring the setting', () => {
    expect(() => parse({ domainname: 'www.example-lab.ca' })).toThrow(
      /Unrecognized key: "domainname"/,
    );
  });

  it('refuses settings that only make sense together when one is missing or they disagree', () => {
    expect(() =>
      parse({ certificateArn: 'arn:aws:acm:us-east-1:210987654321:certificate/ab-12' }),
    ).toThrow('certificateArn is only used with domainName');
    expect(() => parse({ domainName: 'www.example-lab.ca', hostedZoneId: 'Z0123' })).toThrow(
      'hostedZoneName: hostedZoneId and hostedZoneName go together',
    );
    expect(() =>
      parse({
        domainName: 'www.example-lab.ca',
        hostedZoneId: 'Z0123',
        hostedZoneName: 'other.ca',
      }),
    ).toThrow('hostedZoneName must be www.example-lab.ca or a parent domain of it');
    expect(() =>
      parse({
        domainName: 'www.example-lab.ca',
        certificateArn: 'arn:aws:acm:ca-central-1:210987654321:certificate/ab',
      }),
    ).toThrow('certificateArn must be an ACM certificate in us-east-1');
    expect(() => parse({ mailDomain: 'example-lab.ca', mailFrom: 'x@elsewhere.ca' })).toThrow(
      'mailFrom must be an address in mailDomain (example-lab.ca)',
    );
  });

  it('names the file when it is not JSON', () => {
    expect(() => parseStageFile(FILE, '{ "region": ')).toThrow(
      /^infra\/stages\/test\.json is not valid JSON/,
    );
  });
});

describe('stage files', () => {
  it('reads a stage by name', () => {
    const dir = stagesDir({ production, staging: {} });
    expect(listStages(dir)).toEqual(['production', 'staging']);
    expect(readStage('production', dir).region).toBe('eu-west-1');
  });

  it('names an unknown stage and the known ones', () => {
    const dir = stagesDir({ production });
    expect(() => readStage('prod', dir)).toThrow(
      'Unknown stage "prod": there is no infra/stages/prod.json (stages: production)',
    );
  });

  it('refuses a stage name that is not a plain file name', () => {
    expect(() => readStage('../secrets')).toThrow(/^Invalid stage name "\.\.\/secrets"/);
  });

  it('commits a valid example that cannot be deployed as it is', () => {
    const example = readStage('example');
    expect(placeholderSettings(example)).toEqual([
      'account',
      'domainName',
      'notifyTo',
      'mailFrom',
      'portalUrl',
      'alarmEmail',
    ]);
    expect(placeholderSettings(parse(production))).toEqual([]);
    // Defaults are example values too: a stage that leaves them out is refused.
    expect(placeholderSettings(parse({}))).toEqual(['notifyTo', 'mailFrom', 'portalUrl']);
  });
});

describe('settings given outside the stage file', () => {
  const config = parse(production);
  const none = () => undefined;

  it('refuses any setting passed as CDK context, with or without a stage', () => {
    const context = (key: string) => (key === 'domainName' ? 'www.other.ca' : undefined);
    expect(straySettings('production', config, context, {})).toEqual([
      '-c domainName=… is not read: set domainName in infra/stages/production.json and pass -c stage=<stage>',
    ]);
    expect(straySettings(undefined, defaultConfig(), context, {})).toHaveLength(1);
  });

  it('refuses a former environment variable that disagrees with the stage', () => {
    const found = straySettings('production', config, none, {
      DOMAIN_NAME: 'www.other.ca',
      WAF_ENABLED: 'true',
      NOTIFY_TO: 'lab@example-lab.ca',
      API_POST_LIMIT: '50',
      ALARM_EMAIL: '',
    });
    expect(found).toEqual([
      expect.stringMatching(
        /^DOMAIN_NAME=www\.other\.ca is set, but .* has domainName: "www\.example-lab\.ca"/,
      ),
      expect.stringMatching(
        /^WAF_ENABLED=true is set, but .* has wafEnabled: false.*unset WAF_ENABLED/,
      ),
    ]);
  });

  it('leaves the environment alone when no stage is deployed (the local stack reads NOTIFY_TO)', () => {
    expect(
      straySettings(undefined, defaultConfig(), none, { NOTIFY_TO: 'me@example-lab.ca' }),
    ).toEqual([]);
  });
});

describe('the us-east-1 stack', () => {
  it('holds the web ACL when WAF is on and a certificate for a domain without one', () => {
    expect(edgeNeeds(defaultConfig())).toEqual({ webAcl: true, certificate: false });
    expect(edgeNeeds(parse({ wafEnabled: false, domainName: 'www.example-lab.ca' }))).toEqual({
      webAcl: false,
      certificate: true,
    });
    expect(
      edgeNeeds(
        parse({
          wafEnabled: false,
          domainName: 'www.example-lab.ca',
          certificateArn: 'arn:aws:acm:us-east-1:210987654321:certificate/ab-12',
        }),
      ),
    ).toEqual({ webAcl: false, certificate: false });
  });
});
