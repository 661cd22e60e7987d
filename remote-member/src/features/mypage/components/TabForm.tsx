import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import type { AnswerCode } from '@wallet/shared/domain';
import { Button, Card, FormFooter, FormWithAside } from '@wallet/shared/ui';
import { readFailure, showServerFields, useServerMessage } from '../../../lib/forms';

/** A failure code the server sends about one field: that field and its message key. */
export type FieldFailures<Values extends FieldValues> = Partial<
  Record<AnswerCode, readonly [Path<Values>, string]>
>;

export interface TabFormProps<Values extends FieldValues, Body> {
  /** The form's accessible name: the tab's own name. */
  label: string;
  form: UseFormReturn<Values, unknown, Body>;
  /** Starts the save (a mutation's trigger); its `unwrap()` rejects as RTK Query's does. */
  send: (body: Body) => { unwrap(): Promise<unknown> };
  /** The mutation's reset: the store drops the body it sent, passwords included. */
  forget: () => void;
  /** Clears what must not stay typed after a save (the passwords). */
  onSaved: () => void;
  /** Codes shown beside a field instead of under the button. */
  fieldFailures?: FieldFailures<Values>;
  /** What a failure without a code says; the general "request failed" when not given. */
  failedMessage?: string;
  savedMessage: string;
  submitLabel: string;
  /** What helps to fill the form, beside it on a wide screen and under it on a narrow one. */
  guide: { title: string; points: readonly string[] };
  children: ReactNode;
}

/**
 * One my-page tab's form: sends it, puts the server's field codes beside their fields and any
 * other outcome beside the submit button, which says it is saving while the call runs. Its guide
 * stands beside it, so the tab uses the width of the page.
 */
export function TabForm<Values extends FieldValues, Body>({
  label,
  form,
  send,
  forget,
  onSaved,
  fieldFailures = {},
  failedMessage,
  savedMessage,
  submitLabel,
  guide,
  children,
}: TabFormProps<Values, Body>) {
  const { t } = useTranslation('account');
  const serverMessage = useServerMessage();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    handleSubmit,
    getValues,
    setError: setFieldError,
    formState: { isSubmitting },
  } = form;
  // Any string may arrive; only the typed codes name a field.
  const failures: Partial<Record<string, readonly [Path<Values>, string]>> = fieldFailures;

  const submit = async (body: Body) => {
    setSaved(false);
    setError(null);
    try {
      await send(body).unwrap();
      onSaved();
      setSaved(true);
    } catch (failure) {
      const { code, fields } = readFailure(failure);
      const beside = code ? failures[code] : undefined;
      if (beside) {
        const [name, message] = beside;
        setFieldError(name, { type: 'server', message }, { shouldFocus: true });
      } else if (!showServerFields(fields, setFieldError, (name) => name in getValues())) {
        setError(!code && failedMessage ? failedMessage : serverMessage(code));
      }
    } finally {
      forget();
    }
  };

  return (
    <FormWithAside
      aside={
        <Card title={guide.title} className="mypage__guide">
          <ul>
            {guide.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Card>
      }
    >
      <form
        className="mypage__form"
        aria-label={label}
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        {children}
        <FormFooter
          outcome={
            saved
              ? { ok: true, message: savedMessage }
              : error
                ? { ok: false, message: error }
                : null
          }
        >
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('mypage.saving') : submitLabel}
          </Button>
        </FormFooter>
      </form>
    </FormWithAside>
  );
}
