import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { adminMembersQuerySchema } from '@wallet/shared/domain';
import { Button, TextField } from '@wallet/shared/ui';
import type { AdminMember } from '@wallet/shared/domain';
import { useAdminSearchRecipientsQuery, useLazyAdminSearchRecipientsQuery } from '../api';

/** The search waits for a pause in typing, so each letter is not a call of its own. */
const SEARCH_DELAY_MS = 250;

/** The longest search the server accepts, from its own schema. */
const SEARCH_MAX_LENGTH = adminMembersQuerySchema.shape.q.unwrap().maxLength ?? 50;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `value` once typing pauses, and a way to take it at once (Enter does not wait for the pause). */
function useSettled(value: string): [string, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return [settled, () => setSettled(value)];
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
 * match), each match is a button, and each chip has its own Remove button. Enter pressed before
 * the results are in waits for them; when it can add nobody, the status line says why.
 */
export function RecipientPicker({ value, onChange, error, ref }: RecipientPickerProps) {
  const { t } = useTranslation('adminSupport');
  const [text, setText] = useState('');
  const typed = text.trim();
  const [q, searchNow] = useSettled(typed);
  const search = useAdminSearchRecipientsQuery(q, { skip: q === '' });
  const [lookUp] = useLazyAdminSearchRecipientsQuery();
  const box = useRef<HTMLInputElement | null>(null);
  /** Enter found no one member to add among the results shown. */
  const [enterMissed, setEnterMissed] = useState(false);

  const unchosen = (members: AdminMember[]) =>
    members.filter((member) => !value.some((name) => same(name, member.username)));
  const matches = q === '' ? [] : (search.currentData ?? []);
  const offered = unchosen(matches);
  const waiting = typed !== q || search.isFetching;

  const add = (username: string) => {
    if (!value.some((name) => same(name, username))) onChange([...value, username]);
    setText('');
    box.current?.focus();
  };
  /** Enter on the results of `typed`: the member of that username, or the only one offered. */
  const enter = (found: AdminMember[]) => {
    const exact = found.find((member) => same(member.username, typed));
    const open = unchosen(found);
    const chosen = exact ?? (open.length === 1 ? open[0] : undefined);
    if (chosen) add(chosen.username);
    else setEnterMissed(true);
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
    if (typed === '') return;
    if (!waiting) {
      enter(matches);
      return;
    }
    // The results are not in yet: search now, without the pause, and choose once they are (unless
    // the text has changed meanwhile). A failed search says so in the status line.
    searchNow();
    void lookUp(typed, true)
      .unwrap()
      .then(
        (found) => {
          if (box.current?.value.trim() === typed) enter(found);
        },
        () => undefined,
      );
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
        onChange={(event) => {
          setText(event.target.value);
          // An Enter on what was typed before no longer applies.
          setEnterMissed(false);
        }}
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
                : enterMissed && offered.length > 1
                  ? t('messages.send.severalMatch', { q })
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
