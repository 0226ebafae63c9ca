// Messages to people outside the app (issue 23): an SMS through an SMS gateway, and a message in a
// person's wallet written by the group's bot (the wallet's own interface: MixinProvider.sendMessage).
// The outbox (lib/messaging.ts) is where they are written; lib/outbox.ts delivers them here.

/** An SMS: `id` names it for the gateway, which sends one message per id however often it is asked. */
export type Sms = { id: string; phone: string; text: string };

export interface SmsProvider {
  /** Hands the SMS to the gateway; resolves once it took it (or had it already), throws otherwise. */
  send(message: Sms): Promise<void>;
}
