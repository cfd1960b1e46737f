/**
 * The custom metric every handler emits (CloudWatch embedded metric format) for each 5xx
 * answer it returns, caught or not: the handlers turn exceptions into JSON 500s, so
 * Lambda's own Errors metric never sees them. The CDK app alarms on it.
 */
export const API_METRICS = {
  namespace: 'LabSite/Api',
  /** Count of 5xx answers; emitted with and without the handler dimension. */
  serverErrors: 'ServerErrors',
  dimension: 'Handler',
} as const;
