export { forgetHits, giveBack, givingBack, takeSlot } from './counter';
export { RATE_LIMITS, subjects, type LimitedAction } from './limits';
