/** Times shown to people are in Asia/Seoul (decisions.md §7). */
export const DISPLAY_TIME_ZONE = 'Asia/Seoul';

/** `YYYY-MM-DD HH:mm` in Korean time, for the footer's rate date (product-spec §2). */
export function formatKstDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** The support break, 11:00–15:00 Korean time: a notice in the header that blocks nothing. */
export const SUPPORT_BREAK = { from: '11:00', to: '15:00' } as const;
