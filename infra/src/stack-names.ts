/**
 * The three stacks' names: the CDK app creates them, and the operator scripts find the
 * deployed resources through their outputs.
 */
export const STACK_NAMES = {
  /** Tables and the admin user pool, retained. */
  data: 'LabData',
  /** Site, API, mail and alarms, in the home region. */
  app: 'LabApp',
  /** CloudFront's WAF web ACL and certificate, in us-east-1. */
  edge: 'LabEdge',
} as const;
