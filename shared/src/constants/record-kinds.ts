/**
 * The three kinds of stored request. The same words name the notify route's `kind`
 * parameter, the tables and the dashboard counts.
 */
export const RECORD_KINDS = ['contact', 'resource', 'shipping'] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];
