import SendIcon from '@mui/icons-material/Send';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { SubmissionReceipt } from '../../lib/api-client';
import type { Notice } from '../notifications/use-notify';
import { emptyValues, fieldNames, FormFieldGrid, type FormGridItem } from './form-fields';
import {
  sameNameField,
  ServerForm,
  useServerForm,
  type OfflineDrafts,
  type ServerFormOptions,
} from './server-form';

/** The words of a request form: its button, its success notice, why it failed. */
export interface RequestFormCopy {
  submit: string;
  success: Required<Omit<Notice, 'tone' | 'action'>>;
  /** The text of the 'Error' notice. */
  failure: string;
}

/** A stored request, as its confirmation tells it: the API's receipt, and where its copy went. */
export interface RequestReceipt extends SubmissionReceipt {
  /** The requester's address, as typed: the automatic e-mail's copy of the number goes there. */
  emailedTo: string;
}

/** What a page gives its request form. */
export interface RequestFormUseProps {
  copy: RequestFormCopy;
  /**
   * Runs once the request is stored, with the API's receipt: the page shows its
   * confirmation, and the reference number, instead.
   */
  onSubmitted: (receipt: RequestReceipt) => void;
}

export interface RequestFormProps<T extends FieldValues>
  extends
    RequestFormUseProps,
    Pick<ServerFormOptions<T, SubmissionReceipt>, 'schema' | 'sendParsed' | 'send' | 'fieldFor'> {
  /**
   * The fields, in order; each starts empty. Without `fieldFor`, the API's error for a
   * field goes to the form field of the same name.
   */
  items: readonly FormGridItem<T>[];
  /** Analytics category of the form's start and success events. */
  category: string;
  /** The field holding the requester's e-mail address. */
  emailField: FieldPath<T>;
  /** The field holding the requester's name (how a request kept offline is listed). */
  nameField: FieldPath<T>;
  /** The record kind and API body of a request kept offline (see `useServerForm`). */
  offline: Pick<OfflineDrafts<T>, 'kind' | 'payload'>;
}

/**
 * A request form (containers, a shipping label): a grid of text fields and selects sent
 * once to the API, then handed over to the page's confirmation. While sending it reads
 * 'Submitting...'; a failure keeps what was typed and says 'Error'. With no network the
 * request is kept on the device and sent when the network returns.
 */
export function RequestForm<T extends FieldValues>({
  items,
  category,
  copy,
  onSubmitted,
  emailField,
  nameField,
  offline,
  fieldFor = sameNameField(fieldNames(items)),
  ...options
}: RequestFormProps<T>) {
  const { control, state } = useServerForm<T, SubmissionReceipt>({
    ...options,
    fieldFor,
    defaultValues: emptyValues(items),
    analytics: { category },
    success: copy.success,
    failure: { title: 'Error', description: copy.failure },
    onSuccess: (receipt, values) =>
      onSubmitted({ ...receipt, emailedTo: String(values[emailField]) }),
    offline: {
      ...offline,
      who: (values) => String(values[nameField]),
      emailedTo: (values) => String(values[emailField]),
    },
  });
  return (
    <ServerForm
      form={state}
      submit={{ label: copy.submit, busyLabel: 'Submitting...', icon: <SendIcon /> }}
    >
      <FormFieldGrid control={control} items={items} />
    </ServerForm>
  );
}
