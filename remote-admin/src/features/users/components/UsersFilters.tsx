import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { adminMembersQuerySchema, MEMBER_STATUSES, type MemberStatus } from '@wallet/shared/domain';
import { Button, SelectField, TextField } from '@wallet/shared/ui';
import { FilterBar } from '../../../lib/FilterBar';
import { useFilterDraft } from '../../../lib/use-filter-draft';

export interface UsersFiltersProps {
  q: string;
  status: MemberStatus | null;
  onSearch: (q: string) => void;
  onStatus: (status: MemberStatus | null) => void;
}

/** The longest search the server accepts (GET /admin/users `q`), from its own schema. */
export const SEARCH_MAX_LENGTH = adminMembersQuerySchema.shape.q.unwrap().maxLength ?? 50;

const isStatus = (value: string): value is MemberStatus =>
  MEMBER_STATUSES.some((status) => status === value);

/** Search by username or name (on submit) and the status filter (at once). */
export function UsersFilters({ q, status, onSearch, onStatus }: UsersFiltersProps) {
  const { t } = useTranslation('adminUsers');
  const form = useForm({ defaultValues: { q } });
  const { register, handleSubmit } = form;
  useFilterDraft(form, { q });
  return (
    <FilterBar
      label={t('list.filters')}
      active={(q ? 1 : 0) + (status ? 1 : 0)}
      onSubmit={(event) => void handleSubmit((values) => onSearch(values.q.trim()))(event)}
    >
      <TextField
        className="filter-bar__search"
        label={t('list.search')}
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        {...register('q')}
        addon={
          <Button type="submit" variant="secondary">
            {t('list.searchButton')}
          </Button>
        }
      />
      <SelectField
        label={t('list.status')}
        value={status ?? ''}
        onChange={(event) => onStatus(isStatus(event.target.value) ? event.target.value : null)}
      >
        <option value="">{t('status.all')}</option>
        {MEMBER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`status.${value}`)}
          </option>
        ))}
      </SelectField>
    </FilterBar>
  );
}
