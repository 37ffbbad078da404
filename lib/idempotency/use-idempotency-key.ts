'use client';

import { useRef } from 'react';
import { newIdempotencyKey } from './form-key';

/**
 * One idempotency key per form fill: made on the first submit, sent again with
 * every retry of the same fill (so a resubmit after a timeout stores one row), renewed
 * after a success so the next fill is a new record. Held in a ref rather than rendered,
 * so server and client renders agree.
 */
export function useIdempotencyKey(): { key: () => string; renew: () => void } {
  const ref = useRef<string | null>(null);
  return {
    key: () => (ref.current ??= newIdempotencyKey()),
    renew: () => {
      ref.current = null;
    },
  };
}
