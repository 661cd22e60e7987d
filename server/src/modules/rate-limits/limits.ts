/**
 * The abuse limits of docs/product.md §6, per IP and per account. Each is counted in the database
 * (rate_limit_hits), so every API process behind the load balancer shares them.
 */
export interface RateLimit {
  /** Attempts allowed in the window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  /** Failed logins. */
  login: { max: 10, windowSeconds: 15 * 60 },
  /** Verification codes asked for. */
  emailCode: { max: 5, windowSeconds: 60 * 60 },
  /** Reset links asked for, matching or not. */
  forgotPassword: { max: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export type LimitedAction = keyof typeof RATE_LIMITS;

/** The longest window: older hits count for nothing and are swept. */
export const LONGEST_WINDOW_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds),
);

/** Who a limit counts: the caller's address, an account, an email address. */
export const subjects = {
  ip: (ip: string) => `ip:${ip}`,
  account: (username: string) => `user:${username.trim().toLowerCase()}`,
  email: (email: string) => `email:${email.trim().toLowerCase()}`,
};
