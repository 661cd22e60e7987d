import { z } from 'zod';
import {
  MESSAGE_RECIPIENTS_MAX,
  sendMessageBodySchema,
  type SendMessageBody,
} from '@wallet/shared/domain';

export const AUDIENCES = ['all', 'selected'] as const;

/**
 * The send form: who receives it (everyone approved, or the chosen usernames), then the
 * server's own rules for the subject and content.
 */
/** The refinements below run even when the subject or content is wrong, not only after. */
const hasChoice = (payload: { value: unknown }) => {
  const value = payload.value;
  return typeof value === 'object' && value !== null && 'recipients' in value
    ? Array.isArray(value.recipients)
    : false;
};

export const sendFormSchema = z
  .object({
    audience: z.enum(AUDIENCES),
    recipients: z.array(z.string()),
    subject: sendMessageBodySchema.shape.subject,
    content: sendMessageBodySchema.shape.content,
  })
  .refine((form) => form.audience === 'all' || form.recipients.length > 0, {
    path: ['recipients'],
    message: 'required',
    when: hasChoice,
  })
  .refine((form) => form.audience === 'all' || form.recipients.length <= MESSAGE_RECIPIENTS_MAX, {
    path: ['recipients'],
    message: 'too_long',
    when: hasChoice,
  });

export type SendFormInput = z.input<typeof sendFormSchema>;
export type SendForm = z.output<typeof sendFormSchema>;

export const EMPTY_SEND_FORM: SendFormInput = {
  audience: 'all',
  recipients: [],
  subject: '',
  content: '',
};

/** The POST /admin/messages body of a checked form. */
export function bodyOf(form: SendForm): SendMessageBody {
  return {
    recipients: form.audience === 'all' ? 'all' : form.recipients,
    subject: form.subject,
    content: form.content,
  };
}
