import type { SNSEvent } from 'aws-lambda';
import { logger } from '../../lib/logging/logger';
import { mailStoresFromEnv } from '../../lib/mail/stores-from-env';
import { main, type FeedbackDeps } from './feedback';

/*
 * The delivery feedback in Lambda, subscribed to the configuration set's SNS topic; the
 * local stack feeds this same module the events it makes from the mail viewer.
 */

const { deliveries, followUps, recipients, replies } = mailStoresFromEnv();
const deps: FeedbackDeps = {
  deliveries,
  followUps,
  recipients,
  replies,
  log: (message, fields) => logger.info(message, fields),
  warn: (message, fields) => logger.warn(message, fields),
};

export const handler = (event: SNSEvent) => main(event, deps);
