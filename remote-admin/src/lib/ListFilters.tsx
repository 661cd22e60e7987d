import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { adminRequestsQuerySchema, calendarDaySchema } from '@wallet/shared/domain';
import { Button, SelectField, TextField } from '@wallet/shared/ui';
import { FilterBar } from './FilterBar';
import { useFilterDraft } from './use-filter-draft';

/** A filter that applies as soon as it is chosen (status, kind). */
export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  /** The first option is "all" (empty value). */
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
}

export interface SearchFilters {
  username: string;
  from: string;
  to: string;
}

export interface ListFiltersProps extends SearchFilters {
  /** What the username names, when it is not the member's (the audit log's administrator). */
  usernameLabel?: string;
  selects: FilterSelect[];
  onSelect: (name: string, value: string) => void;
  onSearch: (filters: SearchFilters) => void;
  onClear: () => void;
}

/** An empty day (no filter) or a real calendar day written YYYY-MM-DD. */
const isDayOrEmpty = (value: string) => value === '' || calendarDaySchema.safeParse(value).success;

/** The longest username filter the server accepts, from its own schema. */
const USERNAME_MAX_LENGTH = adminRequestsQuerySchema.shape.username.out.unwrap().maxLength ?? 50;

/**
 * The filters of the money lists: the selects apply at once; the member's username and the
 * days (Asia/Seoul, as the server reads them) on "Search".
 */
export function ListFilters({
  username,
  from,
  to,
  usernameLabel,
  selects,
  onSelect,
  onSearch,
  onClear,
}: ListFiltersProps) {
  const { t } = useTranslation('adminMoney');
  const form = useForm<SearchFilters>({ defaultValues: { username, from, to } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  useFilterDraft(form, { username, from, to });

  // What is in force is what the address says, not what is typed and not yet searched.
  const active =
    selects.filter((select) => select.value !== '').length +
    [username, from, to].filter((value) => value !== '').length;

  return (
    <FilterBar
      label={t('list.filters')}
      active={active}
      onSubmit={(event) =>
        void handleSubmit((values) =>
          onSearch({ username: values.username.trim(), from: values.from, to: values.to }),
        )(event)
      }
    >
      {selects.map((select) => (
        <SelectField
          key={select.name}
          label={select.label}
          hint={select.hint}
          value={select.value}
          onChange={(event) => onSelect(select.name, event.target.value)}
        >
          {select.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ))}
      <TextField
        className="filter-bar__search"
        label={usernameLabel ?? t('list.username')}
        type="search"
        maxLength={USERNAME_MAX_LENGTH}
        {...register('username')}
      />
      {/*
       * Days are typed as YYYY-MM-DD, the form the server reads and the KST labels promise; a
       * native date input would show the browser's own order (mm/dd/yyyy in an English one).
       */}
      <TextField
        className="filter-bar__day"
        label={t('list.from')}
        hint={t('list.dayHint')}
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        maxLength={10}
        error={errors.from ? t('list.dayFormat') : undefined}
        {...register('from', { validate: isDayOrEmpty })}
      />
      <TextField
        className="filter-bar__day"
        label={t('list.to')}
        hint={t('list.dayHint')}
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        maxLength={10}
        error={
          errors.to ? t(errors.to.type === 'order' ? 'list.dayOrder' : 'list.dayFormat') : undefined
        }
        {...register('to', {
          validate: {
            format: isDayOrEmpty,
            order: (value, values) => !value || !values.from || values.from <= value,
          },
        })}
      />
      <div className="filter-bar__buttons">
        <Button type="submit">{t('list.search')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            // Typed and not yet searched goes too, or the new page would keep it.
            form.reset({ username: '', from: '', to: '' });
            onClear();
          }}
        >
          {t('list.clear')}
        </Button>
      </div>
    </FilterBar>
  );
}
