import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  /** Sender address of notifications. */
  readonly mailFrom: string;
  /** Verify this domain instead of the single address. @default the address only */
  readonly mailDomain?: string;
  /** The laboratory's internal address notifications go to. */
  readonly notifyTo: string;
}

/**
 * The SES identities of notifications: the sender, and the internal recipient (while
 * the account is in the SES sandbox, SES delivers only to verified addresses and checks
 * sending permission on the recipient's identity too; creating it sends the
 * verification e-mail). Sending is granted on these identities only.
 */
export class Mail extends Construct {
  public readonly identities: IEmailIdentity[];

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const sender = new EmailIdentity(this, 'Sender', {
      identity: props.mailDomain
        ? Identity.domain(props.mailDomain)
        : Identity.email(props.mailFrom),
    });
    this.identities = [sender];
    const recipientDomain = props.notifyTo.split('@')[1];
    if (props.notifyTo !== props.mailFrom && recipientDomain !== props.mailDomain) {
      this.identities.push(
        new EmailIdentity(this, 'Recipient', { identity: Identity.email(props.notifyTo) }),
      );
    }
  }

  grantSend(grantee: IGrantable): void {
    for (const identity of this.identities) identity.grantSendEmail(grantee);
  }
}
