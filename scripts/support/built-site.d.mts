export function startBuiltSite(
  port: number,
  options?: { adminPassword?: string; member?: { username: string; password: string } },
): Promise<() => Promise<void>>;
