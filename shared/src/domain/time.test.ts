import { formatKstDateTime, isSupportBreak, startOfSeoulDay } from './time';

describe('formatKstDateTime', () => {
  it('shows a UTC time as year-month-day hour:minute in Korean time', () => {
    expect(formatKstDateTime('2026-11-21T22:05:00Z')).toBe('2026-11-22 07:05');
    expect(formatKstDateTime('2026-01-01T00:00:00.000Z')).toBe('2026-01-01 09:00');
  });

  it('uses a 24-hour clock', () => {
    expect(formatKstDateTime('2026-06-30T14:59:00Z')).toBe('2026-06-30 23:59');
    expect(formatKstDateTime('2026-06-30T15:00:00Z')).toBe('2026-07-01 00:00');
  });
});

describe('startOfSeoulDay', () => {
  it('is midnight in Seoul, 15:00 UTC of the day before', () => {
    expect(startOfSeoulDay(new Date('2026-11-21T22:05:00Z')).toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
    expect(startOfSeoulDay(new Date('2026-11-21T14:59:59Z')).toISOString()).toBe(
      '2026-11-20T15:00:00.000Z',
    );
    expect(startOfSeoulDay(new Date('2026-11-21T15:00:00Z')).toISOString()).toBe(
      '2026-11-21T15:00:00.000Z',
    );
  });
});

describe('isSupportBreak', () => {
  it('is the break from 11:00 up to 15:00 Korean time, whatever the clock of the machine', () => {
    // 02:00 UTC is 11:00 in Seoul; 05:59 UTC is 14:59; 06:00 UTC is 15:00.
    expect(isSupportBreak(new Date('2026-11-21T01:59:59Z'))).toBe(false);
    expect(isSupportBreak(new Date('2026-11-21T02:00:00Z'))).toBe(true);
    expect(isSupportBreak(new Date('2026-11-21T03:00:00Z'))).toBe(true);
    expect(isSupportBreak(new Date('2026-11-21T05:59:59Z'))).toBe(true);
    expect(isSupportBreak(new Date('2026-11-21T06:00:00Z'))).toBe(false);
    expect(isSupportBreak(new Date('2026-11-21T07:00:00Z'))).toBe(false);
  });

  it('is not the break at the same hours in UTC', () => {
    expect(isSupportBreak(new Date('2026-11-21T12:00:00Z'))).toBe(false);
  });
});
