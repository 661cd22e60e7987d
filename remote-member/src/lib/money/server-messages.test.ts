import {
  LANGUAGES,
  MONEY_CALL_ANSWER_CODES,
  MONEY_ERROR_CODES,
  type Language,
} from '@wallet/shared/domain';
import { resources } from '@wallet/shared/testing';
import { moneyErrorKey } from './server-messages';

/** The money namespace's `errors` texts of one language, read as the JSON holds them. */
function errorTexts(language: Language): Record<string, unknown> {
  const money: Record<string, unknown> = { ...resources[language].money };
  const errors = money.errors;
  return typeof errors === 'object' && errors !== null ? { ...errors } : {};
}

describe('the money screens’ sentence for each answer of a money call', () => {
  test.each([...LANGUAGES])(
    'every code a money call can answer reads as a sentence in %s',
    (language) => {
      const errors = errorTexts(language);
      const missing = MONEY_CALL_ANSWER_CODES.filter((code) => {
        const text = errors[moneyErrorKey(code)];
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    },
  );

  test('each refusal of a money call has a sentence of its own, not the general failure', () => {
    for (const code of MONEY_ERROR_CODES) expect(moneyErrorKey(code)).toBe(code);
    expect(moneyErrorKey('money_password_locked')).toBe('money_password_locked');
  });

  test('a code the server never sends reads as the general failure; no answer as the network one', () => {
    expect(moneyErrorKey('server_error')).toBe('unknown');
    expect(moneyErrorKey('toString')).toBe('unknown');
    expect(moneyErrorKey('event_in_use')).toBe('unknown');
    expect(moneyErrorKey(null)).toBe('network');
  });
});
