import { answerCodesOf, LANGUAGES, type Language } from '@wallet/shared/domain';
import { resources } from '@wallet/shared/testing';
import { accountErrorKey, type AccountCallAnswerCode } from './server-errors';

const ACCOUNT_CALL_CODES: AccountCallAnswerCode[] = answerCodesOf(
  'account',
  'moneyPassword',
  'anyCall',
);

/** The account namespace's `serverErrors` texts of one language, read as the JSON holds them. */
function serverErrorTexts(language: Language): Record<string, unknown> {
  const account: Record<string, unknown> = { ...resources[language].account };
  const texts = account.serverErrors;
  return typeof texts === 'object' && texts !== null ? { ...texts } : {};
}

describe('the account screens’ sentence for each answer of an account call', () => {
  test.each([...LANGUAGES])(
    'every code an account call can answer reads as a sentence in %s',
    (language) => {
      const texts = serverErrorTexts(language);
      const missing = ACCOUNT_CALL_CODES.filter((code) => {
        const text = texts[accountErrorKey(code).replace(/^serverErrors\./, '')];
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    },
  );

  test("the server's own failure (internal_error) reads as the service being unavailable", () => {
    expect(accountErrorKey('internal_error')).toBe('serverErrors.unavailable');
  });

  test('a code the server never sends, or no answer, reads as the general failure', () => {
    expect(accountErrorKey('server_error')).toBe('serverErrors.unknown');
    expect(accountErrorKey('toString')).toBe('serverErrors.unknown');
    expect(accountErrorKey(null)).toBe('serverErrors.unknown');
  });
});
