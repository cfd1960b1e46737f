import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_NOTIFY_TO,
  DEFAULT_REGION,
} from '@lab/shared/lambda/deployment-defaults';
import { readConfig } from '../src/config';

const none = () => undefined;

describe('deployment configuration', () => {
  it('has safe defaults for everything', () => {
    expect(readConfig(none, {})).toMatchObject({
      region: DEFAULT_REGION,
      wafEnabled: true,
      apiPostLimit: 100,
      notifyTo: DEFAULT_NOTIFY_TO,
      mailFrom: DEFAULT_MAIL_FROM,
    });
  });

  it('reads CDK context first, then the environment', () => {
    const context = (key: string) => (key === 'notifyTo' ? 'lab@context.example' : undefined);
    const config = readConfig(context, {
      NOTIFY_TO: 'lab@env.example',
      MAIL_FROM: 'sender@env.example',
      WAF_ENABLED: 'false',
      DOMAIN_NAME: '',
    });
    expect(config).toMatchObject({
      notifyTo: 'lab@context.example',
      mailFrom: 'sender@env.example',
      wafEnabled: false,
      domainName: undefined,
    });
  });

  it('names every bad value', () => {
    expect(() => readConfig(none, { NOTIFY_TO: 'not-an-address', ANALYTICS_ID: 'UA-1' })).toThrow(
      /notifyTo: .*analyticsId: analyticsId must look like G-XXXXXXX/,
    );
  });
});
