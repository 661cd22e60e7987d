import { inquiryBodySchema, type InquiryCategory } from '@wallet/shared/domain';
import { formResolver, maxLengthsOf } from '../../lib/forms';
import type { InquiryBody } from './api';

/** What the write form holds: no category until one is chosen. */
export interface InquiryFormValues {
  category: InquiryCategory | '';
  title: string;
  content: string;
}

export const EMPTY_INQUIRY: InquiryFormValues = { category: '', title: '', content: '' };
export const INQUIRY_FIELDS: ReadonlySet<string> = new Set(Object.keys(EMPTY_INQUIRY));

/** The server's own body schema: category and title required, content optional. */
export const inquiryResolver = formResolver<InquiryFormValues, InquiryBody>(inquiryBodySchema);

/** The longest title and content the schema takes, for the inputs and the "too long" texts. */
export const INQUIRY_MAX = maxLengthsOf(inquiryBodySchema.shape);
