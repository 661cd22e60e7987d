import { useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { registerBodySchema } from '@wallet/shared/domain';
import { Button, ErrorNotice } from '@wallet/shared/ui';
import { formResolver, readFailure, showServerFields, useServerMessage } from '../../../lib/forms';
import { useRegisterMutation } from '../api';
import {
  isRegisterField,
  REGISTER_DEFAULTS,
  type RegisterFormValues,
  type RegisterOutput,
} from '../form-values';
import { AccountFields } from './AccountFields';
import { BankFields } from './BankFields';
import { EmailVerification } from './EmailVerification';
import { PersonalFields } from './PersonalFields';
import { PlatformFields } from './PlatformFields';
import { TermsField } from './TermsField';

/** Server codes that belong beside one field, with the field code that explains them there. */
const CODE_TO_FIELD = {
  usernameTaken: ['username', 'taken'],
  emailTaken: ['email', 'taken'],
  referral_not_found: ['referralId', 'not_found'],
} as const satisfies Record<string, readonly [keyof RegisterFormValues, string]>;

const resolver = formResolver<RegisterFormValues, RegisterOutput>(registerBodySchema, [
  ['password', 'passwordConfirm'],
]);

/**
 * The registration form, validated with the server's own schema: errors appear beside their
 * fields once a field is left, then as the person types, and all of them on submit, with focus
 * on the first. Submit stays disabled, with the reason beside it, until the username as typed
 * is known to be free (docs/product.md §12) and the email is verified (the server checks both too).
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('register');
  const serverMessage = useServerMessage();
  const usernameHintId = useId();
  const emailHintId = useId();
  const form = useForm<RegisterFormValues, unknown, RegisterOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: REGISTER_DEFAULTS,
  });
  const [registerAccount] = useRegisterMutation();
  const [availableName, setAvailableName] = useState<string | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const {
    handleSubmit,
    setError,
    control,
    formState: { isSubmitting },
  } = form;
  const email = useWatch({ control, name: 'email' }).trim();
  const emailVerified = verifiedEmail !== null && verifiedEmail === email;
  const username = useWatch({ control, name: 'username' }).trim();
  const usernameAvailable = availableName !== null && availableName === username;
  const waitingFor = [
    ...(usernameAvailable ? [] : [usernameHintId]),
    ...(emailVerified ? [] : [emailHintId]),
  ];

  const showFormError = (message: string) => {
    setFormError(message);
    setTimeout(() => errorRef.current?.scrollIntoView?.({ block: 'nearest' }), 0);
  };

  const submit = async (body: RegisterOutput) => {
    setFormError(null);
    try {
      await registerAccount(body).unwrap();
      onRegistered();
    } catch (failure) {
      const { code, fields } = readFailure(failure);
      const onField =
        code && code in CODE_TO_FIELD ? CODE_TO_FIELD[code as keyof typeof CODE_TO_FIELD] : null;
      if (onField) {
        // Taken since the check: the name must be changed and checked again.
        if (code === 'usernameTaken') setAvailableName(null);
        setError(onField[0], { type: 'server', message: onField[1] }, { shouldFocus: true });
        showFormError(serverMessage(code));
      } else if (code === 'emailVerificationRequired') {
        // The verification expired or was never stored: ask for a new code.
        setVerifiedEmail(null);
        showFormError(serverMessage(code));
      } else if (showServerFields(fields, setError, isRegisterField)) {
        showFormError(serverMessage('validation_failed'));
      } else {
        showFormError(code ? serverMessage(code) : t('failed'));
      }
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className="register__form"
        aria-labelledby="register-title"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <AccountFields availableName={availableName} onAvailability={setAvailableName} />
        <PersonalFields />
        <EmailVerification verifiedEmail={verifiedEmail} onVerified={setVerifiedEmail} />
        <BankFields />
        <PlatformFields />
        <TermsField />
        <div ref={errorRef}>{formError ? <ErrorNotice message={formError} /> : null}</div>
        {usernameAvailable ? null : (
          <p id={usernameHintId} className="ui-field__hint">
            {t('checkUsernameFirst')}
          </p>
        )}
        {emailVerified ? null : (
          <p id={emailHintId} className="ui-field__hint">
            {t('verifyFirst')}
          </p>
        )}
        <Button
          type="submit"
          disabled={waitingFor.length > 0 || isSubmitting}
          aria-describedby={waitingFor.length > 0 ? waitingFor.join(' ') : undefined}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
