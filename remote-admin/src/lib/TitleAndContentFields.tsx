import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { TextField } from '@wallet/shared/ui';
import { contentError, fieldError } from './field-error';
import { HtmlEditor } from './HtmlEditor';

/** A form field that holds text, named as the form calls it. */
interface TextFieldOf<Values extends FieldValues> {
  name: FieldPathByValue<Values, string>;
  label: string;
}

export interface TitleAndContentFieldsProps<Values extends FieldValues, Checked> {
  /** The form's control; `Checked` is what its resolver makes of the values. */
  control: Control<Values, unknown, Checked>;
  /** The one-line title (a notice's title, a message's subject), as long as the server allows. */
  title: TextFieldOf<Values> & { maxLength: number };
  /** The formatted content, typed as HTML with a live preview. */
  content: TextFieldOf<Values>;
}

/**
 * A title and its formatted content: what a notice and a message are written with. Errors,
 * the form's or the server's, show beside each field.
 */
export function TitleAndContentFields<Values extends FieldValues, Checked>({
  control,
  title,
  content,
}: TitleAndContentFieldsProps<Values, Checked>) {
  const { t } = useTranslation(['adminSupport', 'common']);
  // The names hold text, so the values are strings; the checks tell the compiler so.
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return (
    <>
      <Controller
        control={control}
        name={title.name}
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            label={title.label}
            maxLength={title.maxLength}
            name={field.name}
            value={text(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError(t, fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name={content.name}
        render={({ field, fieldState }) => (
          <HtmlEditor
            ref={field.ref}
            label={content.label}
            name={field.name}
            value={text(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={contentError(t, fieldState.error)}
          />
        )}
      />
    </>
  );
}
