import { useMutation } from '@tanstack/react-query';
import { privacyApi } from './privacy-api';

/** Asks for an account's erasure (docs/product/privacy.md); `onErased` runs with the answer. */
export function useEraseAccount(onErased?: (userId: string) => void) {
  return useMutation({
    mutationFn: (userId: string) => privacyApi.requestErasure(userId),
    onSuccess: (_erasure, userId) => onErased?.(userId),
  });
}
