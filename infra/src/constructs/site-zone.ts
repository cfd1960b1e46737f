import { PublicHostedZone, type IPublicHostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';

/**
 * The Route 53 zone of the site's domain, when the stage names one (both its id and its
 * name): certificate validation, alias records and the mail domain's DKIM records go in it.
 */
export function siteZone(scope: Construct, config: AppConfig): IPublicHostedZone | undefined {
  if (!config.hostedZoneId || !config.hostedZoneName) return undefined;
  return PublicHostedZone.fromPublicHostedZoneAttributes(scope, 'Zone', {
    hostedZoneId: config.hostedZoneId,
    zoneName: config.hostedZoneName,
  });
}
