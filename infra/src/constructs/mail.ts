import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IPublicHostedZone } from 'aws-cdk-lib/aws-route53';
import {
  EmailIdentity,
  Identity,
  type DkimRecord,
  type IConfigurationSet,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** Sender address of notifications. */
  readonly mailFrom: string;
  /** The domain verified in SES for the sender. @default the domain of `mailFrom` */
  readonly mailDomain?: string;
  /** The laboratory's internal address notifications go to. */
  readonly notifyTo: string;
  /**
   * The Route 53 zone of the site. When it is the sender domain's own zone, SES's DKIM
   * records are created in it; otherwise the operator adds the records of the
   * `dkimRecords` output. @default no zone
   */
  readonly zone?: IPublicHostedZone;
}

/** The ARN SES authorizes a send with `set` against, and names as the source of its events. */
export function configurationSetArn(set: IConfigurationSet): string {
  return Stack.of(set).formatArn({
    service: 'ses',
    resource: 'configuration-set',
    resourceName: set.configurationSetName,
  });
}

const domainOf = (address: string) => (address.split('@')[1] ?? '').toLowerCase();
/** A verified domain covers its subdomains' addresses too. */
const within = (address: string, domain: string) => {
  const own = domainOf(address);
  return own === domain || own.endsWith(`.${domain}`);
};

/**
 * The SES identities of notifications: the sender's domain, verified with Easy DKIM
 * (DNS records, not a verification link in a mailbox nobody reads), and, when the
 * laboratory's address is in another domain, that address (while the account is in the
 * SES sandbox, SES delivers only to verified addresses and checks sending permission on
 * the recipient's identity too; creating it sends the verification e-mail). Sending is
 * granted on these identities only, from `mailFrom`, always with the configuration set:
 * to `notifyTo` only for the notify route, to any address for the automatic e-mails
 * (`grantSendAutomatic`).
 */
export class Mail extends Construct {
  public readonly identities: EmailIdentity[];
  /** The verified sender domain. */
  public readonly domain: string;
  /** CNAME records that verify the domain and sign its mail (DKIM). */
  public readonly dkimRecords: DkimRecord[];
  /** True when `dkimRecords` were created in the given zone. */
  public readonly dkimInZone: boolean;
  private readonly mailFrom: string;
  private readonly notifyTo: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.mailFrom = props.mailFrom;
    this.notifyTo = props.notifyTo;
    this.domain = (props.mailDomain ?? domainOf(props.mailFrom)).toLowerCase();
    if (!within(props.mailFrom, this.domain)) {
      throw new Error(`mailFrom ${props.mailFrom} is not an address of mailDomain ${this.domain}`);
    }
    this.dkimInZone = props.zone?.zoneName.replace(/\.$/, '').toLowerCase() === this.domain;
    const sender = new EmailIdentity(this, 'Sender', {
      identity:
        props.zone && this.dkimInZone
          ? Identity.publicHostedZone(props.zone)
          : Identity.domain(this.domain),
    });
    this.dkimRecords = sender.dkimRecords;
    this.identities = [sender];
    if (!within(props.notifyTo, this.domain)) {
      this.identities.push(
        new EmailIdentity(this, 'Recipient', { identity: Identity.email(props.notifyTo) }),
      );
    }
  }

  /**
   * Sending (SendEmail only: the SES sender sends no raw MIME) through these identities with
   * `configurationSet` (SESv2 authorizes a send that names a set against the set too), and
   * only from `mailFrom` to `notifyTo`: the notify route's grant (see `routeGrants`).
   */
  sendToLaboratoryStatement(configurationSet: IConfigurationSet): PolicyStatement {
    return new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        ...this.identities.map((identity) => identity.emailIdentityArn),
        configurationSetArn(configurationSet),
      ],
      conditions: {
        StringEquals: { 'ses:FromAddress': this.mailFrom },
        'ForAllValues:StringEquals': { 'ses:Recipients': [this.notifyTo] },
      },
    });
  }

  /**
   * Sending (SendEmail only) through these identities with `configurationSet` (SESv2
   * authorizes a send that names a set against the set too), only from `mailFrom`, to any
   * address: staff's replies to requesters, through the requesters' set (the route itself
   * refuses an address on the suppression list), and invitations to new colleagues, through
   * the laboratory's (an administrator types the address). In the SES sandbox only verified
   * addresses receive either. See `routeGrants`.
   */
  sendToAnyAddressStatement(configurationSet: IConfigurationSet): PolicyStatement {
    return new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        ...this.identities.map((identity) => identity.emailIdentityArn),
        configurationSetArn(configurationSet),
      ],
      conditions: { StringEquals: { 'ses:FromAddress': this.mailFrom } },
    });
  }

  /**
   * Lets `grantee` send the automatic e-mails (SendEmail only) through these identities with
   * any of `configurationSets` (the alerts', the receipts'), and only from `mailFrom`. SESv2
   * authorizes a send that names a configuration set against the set too, so their ARNs are
   * resources beside the identities. No recipient condition: receipts go to whatever
   * address a requester gave (while the account is in the SES sandbox, SES itself delivers
   * to verified addresses only).
   */
  grantSendAutomatic(grantee: IGrantable, configurationSets: readonly IConfigurationSet[]): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          ...this.identities.map((identity) => identity.emailIdentityArn),
          ...configurationSets.map(configurationSetArn),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': this.mailFrom } },
      }),
    );
  }
}
