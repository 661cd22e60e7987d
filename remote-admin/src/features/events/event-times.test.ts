import { fromKstInput, toKstInput } from './event-times';

test('a KST wall-clock time typed as YYYY-MM-DD HH:mm is the instant nine hours earlier in UTC', () => {
  expect(fromKstInput('2030-05-10 09:00')).toBe('2030-05-10T00:00:00.000Z');
  expect(fromKstInput(' 2030-05-10T09:00 ')).toBe('2030-05-10T00:00:00.000Z');
  expect(toKstInput('2030-05-10T00:00:00.000Z')).toBe('2030-05-10 09:00');
});

test('anything that is not a whole, real time is no time at all', () => {
  for (const text of [
    '',
    '2030-05-10',
    '05/10/2030 09:00',
    '2030-05-10 9:00',
    '2030-02-30 10:00',
    '2030-05-10 24:30',
  ]) {
    expect(fromKstInput(text)).toBe('');
  }
});
