import { useTranslation } from '@wallet/shared/i18n';
import type { Notice, NoticeBody } from '@wallet/shared/domain';
import type { FieldCodes } from '../../lib/api-refusal';
import { recordCalls, useRecordChanges, type Outcome } from '../../lib/use-record-changes';
import {
  useAdminCreateNoticeMutation,
  useAdminDeleteNoticeMutation,
  useAdminUpdateNoticeMutation,
} from './api';

/** The changes of notices, on the back office's one pattern (the form is a page of its own). */
export function useNoticeChanges({
  onSaved,
  onFieldErrors,
}: {
  onSaved?: (outcome: Outcome) => void;
  onFieldErrors?: (fields: FieldCodes) => void;
} = {}) {
  const { t } = useTranslation('adminSupport');
  const calls = recordCalls<NoticeBody>(
    useAdminCreateNoticeMutation(),
    useAdminUpdateNoticeMutation(),
    useAdminDeleteNoticeMutation(),
  );
  return useRecordChanges<Notice, NoticeBody>({
    ...calls,
    perform: calls.remove,
    removes: ['delete'],
    texts: {
      created: t('notices.done.created'),
      saved: t('notices.done.saved'),
      done: { delete: t('notices.done.deleted') },
      notFound: t('notices.errors.notFound'),
      failed: t('notices.errors.failed'),
    },
    onSaved,
    onFieldErrors,
  });
}

/** The outcome a saved form hands to the list it returns to (the router's location state). */
export interface NoticesLocationState {
  saved: string;
}

export function savedMessageOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'saved' in state
    ? typeof state.saved === 'string'
      ? state.saved
      : null
    : null;
}
