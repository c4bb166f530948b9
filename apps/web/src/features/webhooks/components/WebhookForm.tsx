import type { ReactNode } from 'react';
import { useController, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WEBHOOK_TOPICS, type WebhookTopic } from '@appstore/shared/webhooks/topics';
import { LIMITS } from '@appstore/shared/limits/limits';
import { WEBHOOK_TOPIC_LABELS, webhookSchema, type WebhookValues } from '@appstore/shared/webhooks/schemas';
import { FormBottomBar } from '../../../shared/forms/FormBottomBar';
import { FormPage } from '../../../shared/forms/FormPage';
import { FormSection } from '../../../shared/forms/FormSection';
import { LimitedTextField } from '../../../shared/forms/LimitedTextField';
import { REQUIRED_INPUT } from '../../../shared/forms/text-field-props';
import { useFormSubmit } from '../../../shared/forms/useFormSubmit';
import { topicScopeHint, topicScopeLabel } from '../topic-scope-hint';
import { webhookFormValues, type WebhookFormValues } from '../webhook-form-values';

// The form starts with no topic (''), which the schema's input type does not allow.
const resolver = zodResolver(webhookSchema) as unknown as Resolver<WebhookFormValues, unknown, WebhookValues>;

const URL_HINT = 'The platform POSTs the event as signed JSON to this URL.';

export interface WebhookFormProps {
  title: string;
  /** The app's name. */
  subtitle?: string;
  /** The subscription being edited; a new one without it. */
  webhook?: { topic: WebhookTopic; url: string; enabled?: boolean; disabledReason?: string | null } | null;
  /** Saves; a thrown error is shown in the form (banner and field messages). */
  onSubmit: (values: WebhookValues) => Promise<void>;
  cancelHref: string;
  /** Shows Delete in the bottom bar (edit only). */
  onDelete?: () => Promise<unknown>;
  /** Beside the 'disabled' notice, e.g. the edit screen's Re-enable button. */
  disabledAction?: ReactNode;
  /** Sections below the subscription fields, e.g. the edit screen's delivery log. */
  children?: ReactNode;
}

/** Spec §5 "Webhook": the event topic and the URL it is delivered to. */
export function WebhookForm({ title, subtitle, webhook, onSubmit, cancelHref, onDelete, disabledAction, children }: WebhookFormProps) {
  const form = useForm<WebhookFormValues, unknown, WebhookValues>({
    resolver,
    defaultValues: webhookFormValues(webhook),
    mode: 'onTouched',
  });
  const { submit, serverError } = useFormSubmit(form, onSubmit);
  const { isDirty, isSubmitting } = form.formState;

  return (
    <FormPage
      title={title}
      subtitle={subtitle}
      onSubmit={submit}
      data-testid="webhook-form"
      bottomBar={
        <FormBottomBar dirty={isDirty} submitting={isSubmitting} error={serverError} cancelHref={cancelHref} onDelete={onDelete} />
      }
    >
      {webhook?.enabled === false && (
        <Alert severity="warning" action={disabledAction} data-testid="webhook-disabled-notice">
          <AlertTitle>This webhook is disabled</AlertTitle>
          {webhook.disabledReason || 'Deliveries to its URL kept failing.'}
        </Alert>
      )}
      <FormSection title="Subscription" description="Which event your app hears about, and where we send it.">
        <TopicField form={form} />
        <LimitedTextField
          form={form}
          name="url"
          label="URL"
          type="url"
          placeholder="https://"
          autoComplete="url"
          max={LIMITS.urlMax}
          hint={URL_HINT}
          required
          data-testid="webhook-url"
        />
      </FormSection>
      {children}
    </FormPage>
  );
}

/**
 * The nine topics by their readable names, each with its raw name and the scope it needs below, so a partner sees
 * why a subscription hears nothing from a vendor who did not grant that scope.
 */
function TopicField({ form }: { form: UseFormReturn<WebhookFormValues, unknown, WebhookValues> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'topic' });
  const error = fieldState.error?.message;
  return (
    <TextField
      select
      label="Topic"
      fullWidth
      id="topic"
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? topicScopeHint(field.value)}
      slotProps={{
        htmlInput: REQUIRED_INPUT.htmlInput,
        select: {
          renderValue: (value) => (value ? WEBHOOK_TOPIC_LABELS[value as WebhookTopic] : ''),
          SelectDisplayProps: { 'data-testid': 'webhook-topic' } as object,
        },
      }}
    >
      {WEBHOOK_TOPICS.map((topic) => (
        <MenuItem key={topic} value={topic} data-testid={`webhook-topic-${topic}`}>
          <ListItemText
            primary={WEBHOOK_TOPIC_LABELS[topic]}
            secondary={[topic, topicScopeLabel(topic)].filter(Boolean).join(' · ')}
            sx={{ my: 0 }}
            slotProps={{ secondary: { sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.75rem' } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
