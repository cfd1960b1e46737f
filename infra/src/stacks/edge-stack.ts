import { Stack, type StackProps } from 'aws-cdk-lib';
import {
  Certificate,
  CertificateValidation,
  type ICertificate,
} from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { edgeNeeds, type AppConfig } from '../config';
import { siteZone } from '../constructs/site-zone';
import { WebAcl } from '../constructs/web-acl';

export interface EdgeStackProps extends StackProps {
  readonly config: AppConfig;
  /** The web ACL's CloudWatch metric dimension (stack-names.ts). */
  readonly webAclMetric: string;
}

/**
 * What CloudFront needs from us-east-1, whatever the app's home region: the WAF web ACL
 * and, for a custom domain without a given certificate, the certificate.
 */
export class EdgeStack extends Stack {
  public readonly webAclArn?: string;
  public readonly certificate?: ICertificate;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const needs = edgeNeeds(config);
    if (needs.webAcl) {
      this.webAclArn = new WebAcl(this, 'WebAcl', {
        apiPostLimit: config.apiPostLimit,
        metricName: props.webAclMetric,
      }).arn;
    }
    if (needs.certificate && config.domainName) {
      const zone = siteZone(this, config);
      // Without a Route 53 zone the operator adds the validation record shown in ACM.
      this.certificate = new Certificate(this, 'Certificate', {
        domainName: config.domainName,
        validation: CertificateValidation.fromDns(zone),
      });
    }
  }
}
