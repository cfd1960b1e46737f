import { describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '@lab/shared/security/origin';
import { viewerOf } from './viewer';

const event = (headers: Record<string, string>) => ({
  headers,
  requestContext: { http: { sourceIp: '130.176.0.1' } },
});

describe('viewerOf', () => {
  it("takes the address the edge set, not API Gateway's source (a CloudFront server)", () => {
    expect(viewerOf(event({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7' }) as never).ip).toBe(
      '203.0.113.7',
    );
    expect(viewerOf(event({}) as never).ip).toBe('130.176.0.1');
  });

  it('keeps a User-Agent on one clean line, cut to its limit', () => {
    const { userAgent } = viewerOf(
      event({ 'user-agent': `Mozilla\u0000/5.0\r\nInjected: yes ${'x'.repeat(400)}` }) as never,
    );
    expect(userAgent).toMatch(/^Mozilla\/5\.0 Injected: yes x+$/);
    expect(userAgent).toHaveLength(256);
  });
});
