import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { emailCodeVerifyBodySchema } from '@wallet/shared/domain';
import { Button, StatusNotice, TextField } from '@wallet/shared/ui';
import { readFailure } from '../../../lib/forms';
import { useSendEmailCodeMutation, useVerifyEmailCodeMutation } from '../api';
import { RegisterGroup, useRegisterGroup } from './RegisterGroup';

export interface EmailVerificationProps {
  /** The address the server has confirmed, or null. */
  verifiedEmail: string | null;
  onVerified: (email: string) => void;
}

/** The code's own rule (6 digits), read from the verify call's schema. */
function codeRule(code: string): string | undefined {
  const result = emailCodeVerifyBodySchema.shape.code.safeParse(code);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * Email, "send code", then the code and "verify". Verification belongs to the address: once the
 * person edits it, the earlier code and verification no longer count.
 */
export function EmailVerification({ verifiedEmail, onVerified }: EmailVerificationProps) {
  const { t, fieldMessage, serverMessage, form, register, errors } = useRegisterGroup();
  const { trigger, getValues, setError, control } = form;
  const [sendCode, sending] = useSendEmailCodeMutation();
  const [verifyCode, verifying] = useVerifyEmailCodeMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const email = useWatch({ control, name: 'email' }).trim();
  const verified = verifiedEmail !== null && verifiedEmail === email;
  const codeStage = !verified && sentTo !== null && sentTo === email;

  const send = async () => {
    setNotice(null);
    if (!(await trigger('email'))) return;
    const address = getValues('email').trim();
    try {
      await sendCode({ email: address }).unwrap();
      setSentTo(address);
      setCode('');
      setCodeError(undefined);
      // After the render that shows it.
      setTimeout(() => codeInput.current?.focus(), 0);
    } catch (failure) {
      const { code: errorCode, fields } = readFailure(failure);
      if (fields.email) setError('email', { type: 'server', message: fields.email });
      else setNotice(errorCode ? serverMessage(errorCode) : t('email.sendFailed'));
    }
  };

  const verify = async () => {
    setNotice(null);
    const rule = codeRule(code);
    setCodeError(rule);
    if (rule || sentTo === null) {
      codeInput.current?.focus();
      return;
    }
    try {
      await verifyCode({ email: sentTo, code: code.trim() }).unwrap();
      onVerified(sentTo);
    } catch (failure) {
      const { code: errorCode, fields } = readFailure(failure);
      if (errorCode === 'codeInvalid') setCodeError('invalid');
      else if (fields.code) setCodeError(fields.code);
      else setNotice(errorCode ? serverMessage(errorCode) : t('email.verifyFailed'));
      codeInput.current?.focus();
    }
  };

  return (
    <RegisterGroup legend={t('email.legend')}>
      <TextField
        label={t('email.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={fieldMessage('email', errors.email)}
        addon={
          verified ? null : (
            <Button variant="secondary" onClick={() => void send()} disabled={sending.isLoading}>
              {sending.isLoading
                ? t('email.sending')
                : codeStage
                  ? t('email.resend')
                  : t('email.send')}
            </Button>
          )
        }
        {...register('email')}
      />
      {verified ? <StatusNotice message={t('email.verified')} /> : null}
      {codeStage ? (
        <>
          <StatusNotice message={t('email.sent')} />
          <TextField
            ref={codeInput}
            label={t('email.code')}
            hint={t('email.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (codeError) setCodeError(codeRule(event.target.value));
            }}
            onKeyDown={(event) => {
              // Enter verifies the code rather than submitting the whole registration.
              if (event.key === 'Enter') {
                event.preventDefault();
                void verify();
              }
            }}
            error={fieldMessage('code', codeError ? { message: codeError } : undefined)}
            addon={
              <Button onClick={() => void verify()} disabled={verifying.isLoading}>
                {verifying.isLoading ? t('email.verifying') : t('email.verify')}
              </Button>
            }
          />
        </>
      ) : null}
      {notice ? (
        <p role="alert" className="ui-field__error">
          {notice}
        </p>
      ) : null}
    </RegisterGroup>
  );
}
