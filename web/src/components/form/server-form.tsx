import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEventHandler,
  type ReactNode,
} from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { analytics } from '../../lib/analytics';
import { ApiError, NetworkError, type SubmissionReceipt } from '../../lib/api-client';
import { keepDraft } from '../../lib/outbox/drafts';
import { DRAFT_SENT, type DraftSent } from '../../lib/outbox/send-drafts';
import { useNotify, type Notice } from '../notifications/use-notify';
import { showOutbox } from '../outbox/outbox-bar';
import { readEarlyInput } from './early-input';
import { EARLY_SUBMIT, goLive } from './early-submit';
import { HoneypotField } from './honeypot-field';
import { SubmitButton } from './submit-button';

/** The form's analytics events: start (first change), success and, if asked, error. */
export interface FormAnalytics<T extends FieldValues> {
  category: string;
  /** The label of every event, from the values at that moment. */
  label?: (values: T) => string;
  /** Also report failed submissions (the contact form does; the request forms do not). */
  reportErrors?: boolean;
}

/**
 * How a form's request is kept on the device when there is no network (lib/outbox): its
 * record kind, the API body `send` would post, and who it is from.
 */
export interface OfflineDrafts<T extends FieldValues> {
  kind: RecordKind;
  payload: (values: T) => Record<string, unknown>;
  /** The requester's name and e-mail address, as the outbox and the confirmation name them. */
  who: (values: T) => string;
  emailedTo: (values: T) => string;
}

/** What a form says as it keeps a request on the device. */
const KEPT_NOTICE: Notice = {
  title: 'Saved on this device',
  description:
    'There is no connection. Your request will be sent when you are back online: see "Waiting to send" at the top of the page.',
};

export interface ServerFormOptions<T extends FieldValues, R = unknown> {
  /** The shared zod schema: the same checks, and messages, as the API's. */
  schema: $ZodType<unknown, FieldValues>;
  /**
   * Hand `send` the schema's output (trimmed, normalised) instead of the values as
   * entered. @default false
   */
  sendParsed?: boolean;
  /** What the fields hold at first, and again after a `'reset'`. */
  defaultValues: T;
  /** Sends the checked values; resolving means the API took them. */
  send: (values: T) => Promise<R>;
  /**
   * The form field showing the API's message for a field of its payload (a 400's
   * `errors`), or `undefined` for none. Without it no field is marked.
   */
  fieldFor?: (apiField: string) => FieldPath<T> | undefined;
  analytics?: FormAnalytics<T>;
  /**
   * Shown once the API took the values. @default tone 'success'. A function picks it by
   * what `send` resolved to, or shows nothing (`undefined`) when the answer is not an end
   * (a sign-in that asks for one more step).
   */
  success: Notice | ((result: R) => Notice | undefined);
  /** Shown, destructive, when sending failed; a function picks it by the error. */
  failure: Notice | ((error: unknown) => Notice);
  /**
   * After success: clear the form for the next one, or hand over (a confirmation, a page),
   * given what `send` resolved to and the values sent.
   */
  onSuccess: 'reset' | ((result: R, values: T) => unknown);
  /**
   * Given what `send` resolved to on success and the values sent, before `onSuccess`: what
   * a form that resets keeps of them (the contact form's reference number, and the address
   * its copy went to).
   */
  onResult?: (result: R, values: T) => void;
  /**
   * Keep the checked values on this device when there is no network (the browser is
   * offline, or went offline while the send got no answer), and send them when it returns; if this
   * form is still open then, it confirms as if they had gone at once. Without it, no
   * network is a failure like any other. Only for a form whose `send` resolves to a
   * submission's receipt.
   */
  offline?: [R] extends [SubmissionReceipt] ? OfflineDrafts<T> : never;
}

/** What `ServerForm` needs to render the form element, its spam trap and its button. */
export interface ServerFormState {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onChange: (() => void) | undefined;
  busy: boolean;
  /** The honeypot's registration, when the form's values include it. */
  honeypot: UseFormRegisterReturn<typeof HONEYPOT_FIELD> | undefined;
}

/**
 * Every form that posts to the API works the same way, and this is that way:
 * react-hook-form over the shared schema, checked on submit and then on every change,
 * the first invalid field focused; while sending, busy; on success the notice, analytics
 * and `onSuccess`; on failure the values stay, the fields the API names are marked (the
 * first focused) and the failure notice shows.
 */
export function useServerForm<T extends FieldValues, R = unknown>({
  schema,
  sendParsed = false,
  defaultValues,
  send,
  fieldFor,
  analytics: events,
  success,
  failure,
  onSuccess,
  onResult,
  offline,
}: ServerFormOptions<T, R>) {
  const notify = useNotify();
  const [started, setStarted] = useState(false);
  // The values of the requests this form kept offline, by draft id, until they are sent
  // (one Map for the form's life, changed in place: nothing renders from it).
  const [kept] = useState(() => new Map<string, T>());
  // Read during the first render, which for a pre-rendered page is hydration's: the page's
  // fields still hold what the visitor typed before this code ran.
  const [earlyInput] = useState(() => readEarlyInput(Object.keys(defaultValues)));
  // The schemas type what they accept and give (consent as the literal `true`, say), while
  // the fields hold what the visitor typed so far: the form's own type `T`.
  const resolver = useMemo(
    () =>
      (sendParsed
        ? zodResolver(schema)
        : zodResolver(schema, undefined, { raw: true })) as unknown as Resolver<T>,
    [schema, sendParsed],
  );
  const methods = useForm<T>({
    resolver,
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  // Change events of every field bubble to the form: the first one starts a form session.
  const onChange =
    events &&
    (() => {
      if (started) return;
      setStarted(true);
      analytics.formStart(events.category, events.label?.(methods.getValues()));
    });

  // Hydration gave the fields the defaults; before the browser paints, they get back what
  // was typed (and the form session starts, as the typing would have started it).
  useLayoutEffect(() => {
    if (earlyInput.length === 0) return;
    for (const [name, value] of earlyInput) {
      methods.setValue(name as FieldPath<T>, value as PathValue<T, FieldPath<T>>, {
        shouldDirty: true,
      });
    }
    onChange?.();
    // Once, as the form goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const succeed = async (result: R, values: T, late = false) => {
    if (events) analytics.formSuccess(events.category, events.label?.(values));
    onResult?.(result, values);
    const notice = typeof success === 'function' ? success(result) : success;
    if (notice) notify({ tone: 'success', ...notice });
    if (onSuccess !== 'reset') {
      await onSuccess(result, values);
      return;
    }
    // Sent later from the outbox: the form was cleared when it kept the request.
    if (late) return;
    methods.reset(defaultValues);
    // The next submission is a new form session.
    setStarted(false);
  };

  /** Keeps the request on the device; false when the browser stores nothing. */
  const keep = (values: T, attempted: boolean): boolean => {
    if (!offline) return false;
    try {
      const draft = keepDraft({
        kind: offline.kind,
        payload: offline.payload(values),
        who: offline.who(values),
        emailedTo: offline.emailedTo(values),
        attempted,
      });
      kept.set(draft.id, values);
    } catch {
      return false;
    }
    notify(KEPT_NOTICE);
    // The request is in the outbox now: sending the same form again would make a second.
    methods.reset(defaultValues);
    setStarted(false);
    showOutbox();
    return true;
  };

  // A request this form kept, sent from the outbox while the form is still open: the same
  // confirmation as a request that went at once.
  useEffect(() => {
    if (!offline) return;
    const onSent = (event: Event) => {
      const { draft, receipt } = (event as CustomEvent<DraftSent>).detail;
      const values = kept.get(draft.id);
      if (!values) return;
      kept.delete(draft.id);
      event.preventDefault();
      // `offline` is only given where `R` is a submission's receipt.
      void succeed(receipt as R, values, true);
    };
    window.addEventListener(DRAFT_SENT, onSent);
    return () => window.removeEventListener(DRAFT_SENT, onSent);
    // Once: `succeed` reads nothing that changes between renders but the setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (values: T) => {
    if (!navigator.onLine && keep(values, false)) return;
    let result: R;
    try {
      result = await send(values);
    } catch (error) {
      // No answer, and the browser has lost the network meanwhile: kept like a request
      // made offline. Online, a request that throws fails as the spec has it.
      if (error instanceof NetworkError && !navigator.onLine && keep(values, true)) return;
      if (events?.reportErrors) analytics.formError(events.category, events.label?.(values));
      if (fieldFor) markServerFieldErrors(error, methods.setError, fieldFor);
      notify({
        ...(typeof failure === 'function' ? failure(error) : failure),
        tone: 'destructive',
      });
      return;
    }
    await succeed(result, values);
  };

  const state: ServerFormState = {
    onSubmit: methods.handleSubmit(submit),
    onChange,
    busy: methods.formState.isSubmitting,
    honeypot:
      HONEYPOT_FIELD in defaultValues
        ? (methods.register(HONEYPOT_FIELD as FieldPath<T>) as UseFormRegisterReturn<
            typeof HONEYPOT_FIELD
          >)
        : undefined,
  };
  return { control: methods.control, state };
}

export interface ServerFormProps {
  /** The `state` of `useServerForm`. */
  form: ServerFormState;
  /** The submit button: its label, its label while sending, its icon, its width. */
  submit: { label: string; busyLabel: string; icon: ReactNode; fullWidth?: boolean };
  children: ReactNode;
}

/**
 * The element of a form made with `useServerForm`: the browser's own validation off (the
 * shared schema's messages show instead), busy while sending, the fields, then the spam
 * trap (when the form has one) and the submit button. Its Send works from first paint: a
 * submission before the form's code ran is answered as it goes live (see early-submit).
 */
export function ServerForm({ form, submit, children }: ServerFormProps) {
  const element = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  // In the commit that hydrates the form, before the browser can hand it another event.
  useLayoutEffect(
    () => (element.current ? goLive(element.current, () => submitted.current) : undefined),
    [],
  );
  return (
    <Box
      component="form"
      ref={element}
      method="dialog"
      noValidate
      {...{ [EARLY_SUBMIT.form]: '' }}
      onSubmit={(event) => {
        submitted.current = true;
        form.onSubmit(event);
      }}
      onChange={form.onChange}
      aria-busy={form.busy}
    >
      <Stack spacing={2.5}>
        {children}
        <div>
          {form.honeypot && <HoneypotField registration={form.honeypot} />}
          <SubmitButton
            busy={form.busy}
            label={submit.label}
            busyLabel={submit.busyLabel}
            endIcon={submit.icon}
            fullWidth={submit.fullWidth}
          />
        </div>
      </Stack>
    </Box>
  );
}

/**
 * Marks the fields an `ApiError` names (its `fieldErrors`, already parsed by the API
 * client) under the form fields `fieldFor` maps them to, focusing the first.
 */
function markServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (apiField: string) => FieldPath<T> | undefined,
): void {
  if (!(error instanceof ApiError)) return;
  const marked = Object.entries(error.fieldErrors).flatMap(([apiField, message]) => {
    const field = fieldFor(apiField);
    return field ? [[field, message] as const] : [];
  });
  marked.forEach(([field, message], index) =>
    setError(field, { message }, { shouldFocus: index === 0 }),
  );
}

/** `fieldFor` of a form whose fields carry the API's own names: those in `fields`. */
export function sameNameField<T extends FieldValues>(fields: readonly FieldPath<T>[]) {
  const names = new Set<string>(fields);
  return (apiField: string) => (names.has(apiField) ? (apiField as FieldPath<T>) : undefined);
}
