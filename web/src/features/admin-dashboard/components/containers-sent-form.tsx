import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { COURIERS } from '@lab/shared/constants/samples';
import { containersSentSchema, type ContainersSent } from '@lab/shared/schemas/samples';
import { FormTextField } from '../../../components/form/form-text-field';
import { sameNameField, ServerForm, useServerForm } from '../../../components/form/server-form';
import type { Notice } from '../../../components/notifications/use-notify';
import { ApiError } from '../../../lib/api-client';
import { isSessionExpired } from '../api/admin-errors';
import { useMarkContainersSent, type ContainersSentOutcome } from '../api/mark-containers-sent';
import { SESSION_EXPIRED_NOTICE } from '../update-notices';

type ContainersSentFields = { courier: string; tracking: string };

/** Why it was not marked, in the API's words when it gave any. */
function failureNotice(error: unknown): Notice {
  if (isSessionExpired(error)) return SESSION_EXPIRED_NOTICE;
  const description =
    error instanceof ApiError && error.serverMessage
      ? error.serverMessage
      : 'Something went wrong. Check the connection and try again.';
  return { title: 'Not marked sent', description, tone: 'destructive' };
}

function successNotice({ changed }: ContainersSentOutcome): Notice {
  return changed
    ? {
        title: 'Containers marked sent',
        description: 'The requester is e-mailed the tracking link.',
        tone: 'success',
      }
    : { title: 'Already marked sent', description: 'Nothing changed.', tone: 'success' };
}

/**
 * A container request's courier and tracking number, checked by the shared schema here as
 * the API checks it. Once marked, the card shows the fact instead of this form.
 */
export function ContainersSentForm({ id }: { id: string }) {
  const mark = useMarkContainersSent(id);
  const { control, state } = useServerForm<ContainersSentFields, ContainersSentOutcome>({
    schema: containersSentSchema,
    sendParsed: true,
    defaultValues: { courier: '', tracking: '' },
    // The schema has parsed the fields: a known courier and a trimmed number.
    send: (fields) => mark.mutateAsync(fields as unknown as ContainersSent),
    fieldFor: sameNameField<ContainersSentFields>(['courier', 'tracking']),
    success: successNotice,
    failure: failureNotice,
    onSuccess: 'reset',
  });
  return (
    <ServerForm
      form={state}
      submit={{ label: 'Mark containers sent', busyLabel: 'Marking…', icon: <LocalShippingIcon /> }}
    >
      <FormTextField
        control={control}
        name="courier"
        label="Courier"
        options={{ prompt: 'Select a courier', choices: COURIERS }}
      />
      <FormTextField
        control={control}
        name="tracking"
        label="Tracking number"
        autoComplete="off"
        htmlInput={{ spellCheck: false }}
      />
    </ServerForm>
  );
}
