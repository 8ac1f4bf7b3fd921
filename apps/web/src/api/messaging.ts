import type { ResponseFor } from '@portal/contracts/endpoints';
import type { Call } from '@portal/contracts/http';
import { MESSAGING_RESIDENT_CALLS, type MessagingCallName } from '@portal/contracts/messaging-api';
import { callAt, type CallArgs } from './client';

/**
 * Makes one call of the secure messages and text messages by name. Its table is loaded with
 * those pages only, not with the first page every resident loads.
 */
export function messagingCall<K extends MessagingCallName>(
  name: K,
  ...[request]: CallArgs<K>
): Promise<ResponseFor<K>> {
  return callAt<K>(MESSAGING_RESIDENT_CALLS[name] as Call, request);
}
