import type { Db } from '../db/connection';
import { walletMessageId } from '../lib/messaging';
import { findGroupSync } from '../routes/group/group.repo';
import { uniqueConversationId } from './mixin-api';
import { insertSandboxSmsSync, insertSandboxWalletMessageSync, listSeededOutboxSync, markSeededOutboxSentSync } from './sandbox.repo';

/**
 * The demo's history: what the seed wrote to the outbox was sent when it was written, so the
 * stand-in SMS gateway and wallet hold it from then (as if delivered at the time) and the outbox
 * has nothing of it left to deliver.
 */
export function deliverSeededOutbox(db: Db): void {
  for (const message of listSeededOutboxSync(db)) {
    if (message.channel === 'sms' && message.phone) {
      insertSandboxSmsSync(db, { id: message.dedupe_key, phone: message.phone, text: message.text, received_at: message.created_at });
    } else if (message.channel === 'wallet' && message.group_id && message.user_id) {
      const appId = findGroupSync(db, message.group_id)!.client_id;
      insertSandboxWalletMessageSync(db, {
        message_id: walletMessageId(message.dedupe_key), app_id: appId, recipient_id: message.user_id,
        conversation_id: uniqueConversationId(appId, message.user_id), category: 'PLAIN_TEXT', data: message.text,
        received_at: message.created_at,
      });
    }
    markSeededOutboxSentSync(db, message.message_id);
  }
}
