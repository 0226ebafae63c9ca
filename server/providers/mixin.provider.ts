import type { WalletUser } from '../../contract/shortcut';
import type { GroupRow } from '../routes/group/group.repo';

// The wallet (Mixin Messenger) as the server sees it: who signs in, what they hold, whom a search
// finds, its pay page and the transfers the group's bot sends. Payments to a group reach the server as
// the bot's own snapshots, which the server reads (incomingTransfers; payment/wallet-receipts.service).

/** A wallet user as the wallet's `/me` describes them. */
export type WalletIdentity = {
  user_id: string;
  identity_number: string;
  full_name: string;
  avatar_url: string;
};

/**
 * A sign-in: who it is, and the session the wallet granted this app for them (opaque to everyone
 * but the provider; kept sealed and handed back for their own requests, such as their balances).
 */
export type WalletSignIn = { identity: WalletIdentity; session: string };

/** One asset the person's wallet holds: its id and balance (decimal text). */
export type WalletBalance = { asset_id: string; balance: string };

/** A transfer for the wallet's pay page: to `recipient` (a group's client id), traced by `trace`. */
export type WalletPayRequest = {
  recipient: string;
  asset: string;
  amount: string;
  memo: string;
  trace: string;
};

/**
 * A transfer to the group's bot, as its snapshot says: who paid (`opponent_id`), what, with which
 * trace (the pay URL's `trace`: an order, tip or pack id), and when the network confirmed it. The
 * snapshot id is the wallet's, unique.
 */
export type WalletTransfer = {
  snapshot_id: string;
  opponent_id: string;
  asset_id: string;
  amount: string;
  trace_id: string | null;
  memo: string;
  created_at: string;
};

/** A transfer out of the group bot's wallet: to whom (a wallet user or bot id), what, and its trace (a UUID). */
export type WalletTransferOrder = { trace: string; recipient: string; asset_id: string; amount: string; memo: string };

/** Where a transfer stands at the wallet: spent (with the bot's snapshot of it), or on its way. */
export type WalletTransferState = { spent: boolean; snapshot_id: string | null };

/** An asset as the wallet's network describes it, with its price in USD (decimal text; '0' when it has no ticker). */
export type WalletAsset = { asset_id: string; symbol: string; name: string; icon_url: string; price_usd: string; precision: number };

export interface MixinProvider {
  /**
   * Exchanges the code the wallet's authorize page returned to the app for the person who signed
   * in. Refuses (ApiError 401) a code that is unknown, spent, expired or issued to another app
   * than the group's `client_id`.
   */
  signIn(group: GroupRow, code: string): Promise<WalletSignIn>;
  /**
   * What the person's wallet holds, asked with the session their sign-in gave. 409 when the wallet
   * no longer honours it (revoked, or the balances were not shared).
   */
  balances(group: GroupRow, session: string): Promise<WalletBalance[]>;
  /** A wallet user or bot by identity number, or a bot by app id, as the group's bot finds them; null when there is none. */
  searchUser(group: GroupRow, id: string): Promise<WalletUser | null>;
  /**
   * The transfers the group's bot received after `offset` (a snapshot's created_at, as the wallet
   * wrote it), oldest first, at most `limit`; asked with the bot's own session. Its outgoing
   * transfers are left out. `next`: the offset after this page (null when it was empty); `more`:
   * the page was full, so there may be more after it.
   */
  incomingTransfers(
    group: GroupRow, offset: string, limit: number,
  ): Promise<{ transfers: WalletTransfer[]; next: string | null; more: boolean }>;
  /** The network's public record of an asset (GET /network/assets/:id); null when there is none such. */
  asset(assetId: string): Promise<WalletAsset | null>;
  /** The wallet's pay page for this transfer. */
  payUrl(request: WalletPayRequest): string;
  /**
   * Pays out of the group bot's own wallet (a vault withdrawal, a pack's rest back to its payer),
   * once per trace however often it is asked: the first ask sends it, later ones say where it
   * stands. ApiError 409: the wallet refused it (asking again will not help); 503: it did not
   * answer, or the bot holds too little for now (ask again, same trace).
   */
  transfer(group: GroupRow, order: WalletTransferOrder): Promise<WalletTransferState>;
  /**
   * Writes a text message to a person's wallet from the group's bot (its session signs it).
   * `messageId` (a UUID) names it: the wallet keeps one message per id, so sending again after a
   * failure that hid a success is not a second message.
   */
  sendMessage(group: GroupRow, message: { messageId: string; userId: string; text: string }): Promise<void>;
}
