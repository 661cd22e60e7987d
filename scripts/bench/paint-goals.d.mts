// Types of paint-goals.mjs, which stays plain JavaScript so the bench runs on Node alone.
export const PAINT_GOAL_RATIO: number;
export const LAYOUT_SHIFT_GOAL: number;
