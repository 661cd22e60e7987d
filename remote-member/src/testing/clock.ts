/**
 * Fakes only the clock's date (`new Date()`, `Date.now()`), leaving timers real, so RTK Query,
 * React and Testing Library's waiting behave as usual. Undo with `jest.useRealTimers()`.
 */
export function fakeDateOnly(now: string | Date) {
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
