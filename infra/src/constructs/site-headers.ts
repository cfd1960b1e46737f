import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { contentSecurityPolicy, SECURITY_HEADERS } from '@lab/shared/security/headers';

/**
 * The member of a CloudFront header enum whose value is `value`, so the policy sends the
 * shared definition's value, and synth fails if CloudFront cannot send it.
 */
function cloudFrontValue<E extends string>(members: Record<string, E>, value: string): E {
  const member = Object.values(members).find((candidate) => candidate === value);
  if (!member) throw new Error(`CloudFront's response headers policy cannot send "${value}"`);
  return member;
}

/** What sets one security headers policy apart from another. */
export interface SecurityHeadersOptions {
  readonly comment: string;
  /** Whether the CSP lets the analytics host's script in. */
  readonly analytics: boolean;
  /** `sha256-…` hashes of the pages' inline scripts, for the CSP. */
  readonly scriptHashes: readonly string[];
  /**
   * The staff pages' policy: the camera allowed to the site (SECURITY_HEADERS.staffPermissionsPolicy)
   * and the site's WebAssembly compiled (the barcode decoder).
   */
  readonly staff?: boolean;
}

/**
 * A response headers policy that sends the shared security headers
 * (`shared/src/security/headers.ts`), overriding any the origin sent.
 */
export function securityHeadersPolicy(
  scope: Construct,
  id: string,
  { comment, analytics, scriptHashes, staff = false }: SecurityHeadersOptions,
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment,
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(SECURITY_HEADERS.hsts.maxAgeSeconds),
        includeSubdomains: SECURITY_HEADERS.hsts.includeSubdomains,
        preload: SECURITY_HEADERS.hsts.preload,
        override: true,
      },
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy({ analytics, scriptHashes, wasm: staff }),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: {
        frameOption: cloudFrontValue(HeadersFrameOption, SECURITY_HEADERS.frameOptions),
        override: true,
      },
      referrerPolicy: {
        referrerPolicy: cloudFrontValue(HeadersReferrerPolicy, SECURITY_HEADERS.referrerPolicy),
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        {
          header: 'Permissions-Policy',
          value: staff
            ? SECURITY_HEADERS.staffPermissionsPolicy
            : SECURITY_HEADERS.permissionsPolicy,
          override: true,
        },
      ],
    },
  });
}
