import { Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

export interface GeneratedSecretProps {
  /** What the secret is for, as the console shows it. */
  readonly description: string;
  /**
   * How the operator rotates it, or why it is never rotated: the reason cdk-nag's
   * AwsSolutions-SMG4 (no automatic rotation) is acknowledged with, beside the secret.
   */
  readonly rotation: string;
  /** @default CloudFormation's: the secret is deleted with its stack */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * A secret whose value Secrets Manager generates (48 characters, no punctuation), so no
 * template, stage file or person ever holds it. It is encrypted with Secrets Manager's AWS
 * managed key, so the functions granted GetSecretValue on it need no KMS grant. None of
 * the stacks' secrets rotates automatically: each says how it is rotated, or why never.
 */
export function generatedSecret(
  scope: Construct,
  id: string,
  { description, rotation, removalPolicy }: GeneratedSecretProps,
): Secret {
  const secret = new Secret(scope, id, {
    description,
    generateSecretString: { passwordLength: 48, excludePunctuation: true },
    removalPolicy,
  });
  Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: rotation });
  return secret;
}
