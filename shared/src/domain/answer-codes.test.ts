import {
  ANSWER_CODES,
  answerCodesOf,
  isAnswerCode,
  MONEY_CALL_ANSWER_CODES,
  MONEY_ERROR_CODES,
} from './answer-codes';

describe('the one list of answer codes', () => {
  it('knows the codes the server answers, and not the words that are only a screen’s', () => {
    for (const code of [
      'internal_error',
      'usernameTaken',
      'amount_above_maximum',
      'event_in_use',
    ]) {
      expect(isAnswerCode(code)).toBe(true);
    }
    // `server_error` is the old catalogue's word the server never sent; `fetch_failed` is a
    // screen's word for a list it could not load; `toString` is an object's, not ours.
    for (const word of ['server_error', 'fetch_failed', 'toString', '']) {
      expect(isAnswerCode(word)).toBe(false);
    }
  });

  it('groups every code in exactly one area', () => {
    const areas = [
      'anyCall',
      'login',
      'account',
      'moneyPassword',
      'money',
      'events',
      'messages',
      'inquiries',
    ] as const;
    const grouped = areas.flatMap((area) => answerCodesOf(area));
    expect([...grouped].sort()).toEqual([...ANSWER_CODES].sort());
  });

  it('lists what a money call can answer: its refusals, the withdrawal password’s, any call’s', () => {
    expect(MONEY_ERROR_CODES).toContain('amount_above_maximum');
    expect(MONEY_ERROR_CODES).not.toContain('money_password_incorrect');
    expect(MONEY_CALL_ANSWER_CODES).toEqual(
      expect.arrayContaining([
        ...MONEY_ERROR_CODES,
        'money_password_incorrect',
        'money_password_locked',
        'validation_failed',
        'internal_error',
      ]),
    );
    expect(MONEY_CALL_ANSWER_CODES).not.toContain('usernameTaken');
  });
});
