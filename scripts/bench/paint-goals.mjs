// The paint goals of docs/benchmarks.md, in one place: the bench judges its figures by them
// (paint.mjs), and the browser suite holds every member page to the layout-shift goal
// (e2e/tests/layout-shift.spec.ts).

/** Largest contentful paint of the goal pages, at most this many times the floor app's. */
export const PAINT_GOAL_RATIO = 1.2;

/** Layout shift not caused by input, summed over a load: at most this much on any page. */
export const LAYOUT_SHIFT_GOAL = 0.05;
