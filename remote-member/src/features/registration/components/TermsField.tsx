import { CheckboxField } from '@wallet/shared/ui';
import { RegisterGroup, useRegisterGroup } from './RegisterGroup';

/** The terms, readable in place, and the box that accepts them. */
export function TermsField() {
  const { t, fieldMessage, register, errors } = useRegisterGroup();
  return (
    <RegisterGroup legend={t('terms.legend')}>
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
    </RegisterGroup>
  );
}
