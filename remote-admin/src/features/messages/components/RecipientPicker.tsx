import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { adminMembersQuerySchema } from '@wallet/shared/domain';
import { Button, TextField } from '@wallet/shared/ui';
import { useAdminSearchRecipientsQuery } from '../api';

/** The search waits for a pause in typing, so each letter is not a call of its own. */
const SEARCH_DELAY_MS = 250;

/** The longest search the server accepts, from its own schema. */
const SEARCH_MAX_LENGTH = adminMembersQuerySchema.shape.q.unwrap().maxLength ?? 50;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export interface RecipientPickerProps {
  /** The chosen usernames. */
  value: string[];
  onChange: (usernames: string[]) => void;
  /** Translated refusal of the choice, shown on the search box. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Chosen members as removable chips, added from a search of approved members. Everything works
 * from the keyboard: Enter in the box adds the member whose username was typed (or the only
 * match), each match is a button, and each chip has its own Remove button.
 */
export function RecipientPicker({ value, onChange, error, ref }: RecipientPickerProps) {
  const { t } = useTranslation('adminSupport');
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const search = useAdminSearchRecipientsQuery(q, { skip: q === '' });
  const box = useRef<HTMLInputElement | null>(null);

  const matches = q === '' ? [] : (search.currentData ?? []);
  const offered = matches.filter((member) => !value.some((name) => same(name, member.username)));
  const waiting = text.trim() !== q || search.isFetching;

  const add = (username: string) => {
    if (!value.some((name) => same(name, username))) onChange([...value, username]);
    setText('');
    box.current?.focus();
  };
  const remove = (username: string) => {
    onChange(value.filter((name) => name !== username));
    // The chip and its button are gone: the keyboard goes back to the search.
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter chooses a member here; it never sends the message.
    event.preventDefault();
    const typed = text.trim();
    const exact = matches.find((member) => same(member.username, typed));
    const only = offered.length === 1 ? offered[0] : undefined;
    const chosen = exact ?? (typed === q ? only : undefined);
    if (chosen) add(chosen.username);
  };

  const setBox = (node: HTMLInputElement | null) => {
    box.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div className="recipient-picker">
      <TextField
        ref={setBox}
        label={t('messages.send.search')}
        hint={t('messages.send.searchHint')}
        type="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className="recipient-picker__status" aria-live="polite">
        {q === '' || text.trim() === ''
          ? null
          : waiting
            ? t('messages.send.searching')
            : search.isError
              ? t('messages.send.searchFailed')
              : matches.length === 0
                ? t('messages.send.noMatch', { q })
                : t('messages.send.found', { count: offered.length })}
      </p>
      {waiting || offered.length === 0 ? null : (
        <ul className="recipient-picker__results" aria-label={t('messages.send.search')}>
          {offered.map((member) => (
            <li key={member.id}>
              <Button
                variant="secondary"
                aria-label={t('messages.send.add', { username: member.username })}
                onClick={() => add(member.username)}
              >
                {member.username}
                <span className="recipient-picker__name">{member.realName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="recipient-picker__count" aria-live="polite">
        {value.length === 0
          ? t('messages.send.noneChosen')
          : t('messages.send.chosen', { count: value.length })}
      </p>
      {value.length > 0 ? (
        <ul className="recipient-picker__chips" aria-label={t('messages.send.selected')}>
          {value.map((username) => (
            <li key={username} className="recipient-picker__chip">
              <span>{username}</span>
              <button
                type="button"
                className="recipient-picker__remove"
                aria-label={t('messages.send.remove', { username })}
                onClick={() => remove(username)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
