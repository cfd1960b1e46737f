import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { analytics } from '../../lib/analytics';
import { useNotify, type Notice } from '../notifications/use-notify';
import { showServerFieldErrors } from './server-field-errors';

export interface RequestSubmissionOptions<T extends FieldValues> {
  /** Analytics category of the form's start and success events. */
  category: string;
  send: (values: T) => Promise<unknown>;
  success: Notice;
  failure: Notice;
  setError: UseFormSetError<T>;
  /** Maps a field the API rejected to the form's field showing the message. */
  fieldFor: (apiField: string, message: string) => FieldPath<T> | undefined;
  /** Called once the request is stored: the page replaces the form with its confirmation. */
  onSubmitted: () => void;
}

/**
 * The flow shared by the container and shipping request forms (spec sections 4 and 8):
 * the first change reports a form start; a successful send reports success, shows the
 * success notice and hands over to the confirmation; a failure keeps the form as typed,
 * marks any fields the API rejected and shows the failure notice.
 */
export function useRequestSubmission<T extends FieldValues>({
  category,
  send,
  success,
  failure,
  setError,
  fieldFor,
  onSubmitted,
}: RequestSubmissionOptions<T>) {
  const notify = useNotify();
  const [started, setStarted] = useState(false);

  const onFirstChange = () => {
    if (started) return;
    setStarted(true);
    analytics.formStart(category);
  };

  const onSubmit = async (values: T) => {
    try {
      await send(values);
    } catch (error) {
      showServerFieldErrors(error, setError, fieldFor);
      notify({ ...failure, tone: 'destructive' });
      return;
    }
    analytics.formSuccess(category);
    notify({ ...success, tone: 'success' });
    onSubmitted();
  };

  return { onFirstChange, onSubmit };
}
