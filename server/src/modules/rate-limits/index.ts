export { forgetHits, giveBack, givingBack, slotOrRefusal, takeSlot, takingSlot } from './counter';
export { RATE_LIMITS, subjects, type LimitedAction } from './limits';
