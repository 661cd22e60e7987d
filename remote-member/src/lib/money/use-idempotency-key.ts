import { useCallback, useState } from 'react';
import { newIdempotencyKey } from '@wallet/shared/domain';

/** The form's Idempotency-Key: made when the form opens, kept across retries until renewed. */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
