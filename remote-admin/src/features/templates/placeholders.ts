import type { TEMPLATE_PLACEHOLDERS, TemplateKey } from '@wallet/shared/domain';

export type Placeholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/**
 * The values the server fills in each auto-message (docs/product.md §3): a charge request tells
 * where and what to send; every decision names the request, and a rejection its reason.
 */
export const PLACEHOLDERS_OF: Record<TemplateKey, Placeholder[]> = {
  recharge_request: ['username', 'amount', 'currency', 'converted', 'address', 'reference'],
  request_completed: ['username', 'kind', 'amount', 'currency'],
  request_rejected: ['username', 'kind', 'amount', 'currency', 'memo'],
  request_cancelled: ['username', 'kind', 'amount', 'currency'],
};
