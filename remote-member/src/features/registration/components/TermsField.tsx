import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@wallet/shared/ui';
import { useFieldMessage } from '../../../lib/forms';
import type { RegisterFormValues } from '../form-values';

/** The terms, readable in place, and the box that accepts them. */
export function TermsField() {
  const { t } = useTranslation('register');
  const fieldMessage = useFieldMessage();
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterFormValues>();
  return (
    <fieldset className="register__group">
      <legend>{t('terms.legend')}</legend>
      <div className="register__terms" tabIndex={0} role="region" aria-label={t('terms.legend')}>
        <p>{t('terms.paragraph1')}</p>
        <p>{t('terms.paragraph2')}</p>
        <p>{t('terms.paragraph3')}</p>
      </div>
      <CheckboxField
        label={t('terms.agree')}
        error={fieldMessage('terms', errors.agreeTerms)}
        {...register('agreeTerms')}
      />
    </fieldset>
  );
}
