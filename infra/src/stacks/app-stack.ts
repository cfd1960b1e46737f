import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ARecord, AaaaRecord, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { MAIL_JOBS, MAIL_REDRIVE_OUTPUTS } from '@lab/shared/data/mail-jobs';
import type { AppConfig } from '../config';
import { Api } from '../constructs/api';
import type { Tables } from '../constructs/data';
import { Mail } from '../constructs/mail';
import { MailDelivery, STREAM_FAILURE_METRICS_ID } from '../constructs/mail-delivery';
import { Monitoring } from '../constructs/monitoring';
import { PURGE_HANDLER, PURGE_HEARTBEAT_HOURS, Retention } from '../constructs/retention';
import { Site } from '../constructs/site';
import { siteZone } from '../constructs/site-zone';

/**
 * The mail worker's name in its alarms (`send-mailErrors`, `send-mailThrottles`,
 * `send-mailIteratorAge`): the folder it was first deployed from. An alarm's construct id is
 * in its logical id (and so its name), and a new one would replace the alarm.
 */
const MAIL_WORKER_ALARM_NAME = 'send-mail';

export interface AppStackProps extends StackProps {
  readonly config: AppConfig;
  readonly assetsPath: string;
  readonly scriptHashes: string[];
  /** Every table, from the data stack. */
  readonly tables: Tables;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The erasure key, from the data stack (it outlives this one). */
  readonly erasureKey: ISecret;
  /** From the us-east-1 stack. */
  readonly webAclArn?: string;
  readonly certificate?: ICertificate;
}

/**
 * Stateless resources, redeployed with every release: site, API, mail (the notify route's
 * and the automatic e-mails) and alarms.
 */
export class AppStack extends Stack {
  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { config } = props;

    const zone = siteZone(this, config);

    const mail = new Mail(this, 'Mail', {
      mailFrom: config.mailFrom,
      mailDomain: config.mailDomain,
      notifyTo: config.notifyTo,
      zone,
    });

    // Before the API: the notify route sends with the delivery's configuration set. The
    // worker's alerts link to the site, whose address is known only once the site exists
    // (after the API, which it fronts), so the worker reads it when the template is written.
    const siteAddress: { url?: string } = {};
    const lazySiteUrl = Lazy.string({
      produce: () => {
        if (siteAddress.url === undefined) throw new Error('The site address was never set');
        return siteAddress.url;
      },
    });
    const delivery = new MailDelivery(this, 'MailDelivery', {
      tables: props.tables,
      mail,
      mailFrom: config.mailFrom,
      notifyTo: config.notifyTo,
      siteUrl: lazySiteUrl,
    });

    const api = new Api(this, 'Api', {
      tables: props.tables,
      userPool: props.userPool,
      userPoolClient: props.userPoolClient,
      mail,
      mailFrom: config.mailFrom,
      notifyTo: config.notifyTo,
      erasureKey: props.erasureKey,
      configurationSet: delivery.configurationSet,
      // The invitation's sign-in link, read like the worker's once the site exists.
      siteUrl: lazySiteUrl,
      receiptConfigurationSet: delivery.receiptConfigurationSet,
    });
    // The worker's receipts and sample e-mails link to documents signed with the API's key.
    delivery.useDocumentLinkKey(api.documentLinkKey);

    const retention = new Retention(this, 'Retention', { tables: props.tables });

    const certificate =
      props.certificate ??
      (config.certificateArn
        ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
        : undefined);
    const site = new Site(this, 'Site', {
      assetsPath: props.assetsPath,
      api: {
        domain: api.domain,
        secret: api.originSecret,
        secretVersion: config.originSecretVersion,
        streamed: api.streamedOrigins,
      },
      analytics: Boolean(config.analyticsId),
      scriptHashes: props.scriptHashes,
      webAclArn: props.webAclArn,
      ...(config.domainName && certificate && { domain: { name: config.domainName, certificate } }),
    });

    // Only once the stage is live: until the go-live check passes, the public cannot reach
    // a site whose mail or staff accounts are not ready (docs/operations/go-live.md).
    if (config.domainName && zone && config.live) {
      const target = RecordTarget.fromAlias(new CloudFrontTarget(site.distribution));
      new ARecord(this, 'SiteAlias', { zone, recordName: config.domainName, target });
      new AaaaRecord(this, 'SiteAliasIpv6', { zone, recordName: config.domainName, target });
    }

    const siteUrl = `https://${config.domainName ?? site.distribution.distributionDomainName}`;
    siteAddress.url = siteUrl;

    new Monitoring(this, 'Monitoring', {
      functions: new Map<string, IFunction>([
        ...api.functions,
        [MAIL_WORKER_ALARM_NAME, delivery.worker],
        [MAIL_JOBS.feedback.handler, delivery.feedback],
        [PURGE_HANDLER, retention.purge],
      ]),
      httpApi: api.httpApi,
      tables: Object.fromEntries(
        [...RECORD_KINDS, 'recipients' as const].map((id) => [id, props.tables[id]]),
      ),
      deadLetterQueues: new Map([
        ['MailFeedbackDeadLetters', delivery.feedbackDeadLetters],
        ['PurgeDeadLetters', retention.deadLetters],
      ]),
      failureBuckets: new Map([
        [
          'MailStreamFailures',
          { bucket: delivery.streamFailures, metricsFilterId: STREAM_FAILURE_METRICS_ID },
        ],
      ]),
      streamConsumers: new Map([[MAIL_WORKER_ALARM_NAME, delivery.worker]]),
      configurationSets: new Map([
        ['Alerts', delivery.configurationSet],
        ['Receipts', delivery.receiptConfigurationSet],
      ]),
      purgeHeartbeatHours: PURGE_HEARTBEAT_HOURS,
      alarmEmail: config.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'AdminUrl', { value: `${siteUrl}/admin` });
    new CfnOutput(this, 'ApiUrl', { value: `${siteUrl}/api` });
    new CfnOutput(this, 'ApiOriginUrl', { value: this.resolve(api.httpApi.apiEndpoint) as string });
    new CfnOutput(this, 'PortalUrl', { value: config.portalUrl });
    new CfnOutput(this, 'OriginSecretArn', {
      description:
        'The secret CloudFront sends to the API; rotate it with put-secret-value and a deploy (docs/operations/secret-rotation.md)',
      value: api.originSecret.secretArn,
    });
    new CfnOutput(this, 'SignInHandleKeyArn', {
      description:
        'The key sign-in handles are sealed with; rotate it with put-secret-value alone (docs/operations/secret-rotation.md)',
      value: api.signInHandleKey.secretArn,
    });
    new CfnOutput(this, 'DocumentLinkKeyArn', {
      description:
        'The key document links are signed with; rotate it with put-secret-value alone (docs/operations/secret-rotation.md)',
      value: api.documentLinkKey.secretArn,
    });
    new CfnOutput(this, 'ReceiptConfigurationSetName', {
      description:
        'The SES configuration set of receipts alone: pause it to stop receipts and keep alerts going (docs/operations/alarms.md)',
      value: delivery.receiptConfigurationSet.configurationSetName,
    });
    const redrive: Record<keyof typeof MAIL_REDRIVE_OUTPUTS, [string, string]> = {
      worker: [delivery.worker.functionName, 'The mail worker, which mail:redrive invokes'],
      feedback: [delivery.feedback.functionName, 'The delivery feedback'],
      streamFailures: [
        delivery.streamFailures.bucketName,
        'Stream batches the mail worker failed on, kept whole for mail:redrive --failures',
      ],
      feedbackDeadLetters: [
        delivery.feedbackDeadLetters.queueUrl,
        'SES events the feedback failed on, for mail:redrive --feedback',
      ],
    };
    for (const [name, [value, description]] of Object.entries(redrive)) {
      new CfnOutput(this, MAIL_REDRIVE_OUTPUTS[name as keyof typeof redrive], {
        description: `${description} (docs/operations/mail-redrive.md)`,
        value,
      });
    }
    new CfnOutput(this, 'DistributionDomainName', {
      description: 'The CloudFront name a custom domain points at (CNAME or alias record)',
      value: site.distribution.distributionDomainName,
    });
    if (!mail.dkimInZone) {
      // Easy DKIM: SES verifies the sender domain once these records are in its DNS.
      mail.dkimRecords.forEach(({ name, value }, index) => {
        new CfnOutput(this, `MailDkimRecord${index + 1}`, {
          description: `DNS record ${index + 1} of 3 that verifies ${mail.domain} in SES (DKIM)`,
          value: `${name} CNAME ${value}`,
        });
      });
    }
  }
}
