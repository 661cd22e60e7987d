/** Times shown to people, and "today" for statistics and filters, are in Asia/Seoul (docs/product.md §7, §8). */
export const DISPLAY_TIME_ZONE = 'Asia/Seoul';

const seoulFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock fields of an instant in Asia/Seoul, as zero-padded text. */
function seoulParts(
  at: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(seoulFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '0000',
    month: parts.month ?? '01',
    day: parts.day ?? '01',
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
    second: parts.second ?? '00',
  };
}

/** `YYYY-MM-DD HH:mm` in Korean time, for the footer's rate date (docs/product.md §11). */
export function formatKstDateTime(iso: string): string {
  const p = seoulParts(new Date(iso));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The instant the calendar day of `at` began in Asia/Seoul ("today" for statistics). */
export function startOfSeoulDay(at: Date): Date {
  const p = seoulParts(at);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const offset = wall - Math.floor(at.getTime() / 1000) * 1000;
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day) - offset);
}

/** The support break, 11:00–15:00 Korean time: a notice in the header that blocks nothing. */
export const SUPPORT_BREAK = { from: '11:00', to: '15:00' } as const;

/** Minutes since midnight of an `HH:mm` text. */
const minutesOf = (hhmm: string) => {
  const [hours = '0', minutes = '0'] = hhmm.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/**
 * Whether `at` falls in the support break in Korean time, from its start up to (not including) its
 * end: 1:1 inquiries are still taken then, and answered after it.
 */
export function isSupportBreak(at: Date): boolean {
  const p = seoulParts(at);
  const now = Number(p.hour) * 60 + Number(p.minute);
  return now >= minutesOf(SUPPORT_BREAK.from) && now < minutesOf(SUPPORT_BREAK.to);
}
