/** An empty query or form value (a cleared field) means "absent". No zod here: both forms use it. */
export const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);
