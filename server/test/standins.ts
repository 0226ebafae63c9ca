// The stand-ins as the route tests reach them (issue 23: no file under server/routes names the
// sandbox): where their pages and controls answer on a test server, the demo's people, and the
// stand-in providers and signed events a test composes with its own.
export { PERSONA_KEYS, PERSONAS, type PersonaKey } from '../sandbox/personas';
export { sandboxProviders as standInProviders } from '../sandbox/providers';
export { sandboxPartySecret as standInPartySecret } from '../providers/signed-party';
export { sandboxChainEvent as standInChainEvent } from '../sandbox/chain';

/** Where the stand-ins' pages, APIs and controls answer on a server with the demo on. */
export const STANDINS = '/sandbox';

/** The demo's WeChat official account (the seed registers it with WeChat's stand-in). */
export const DEMO_WECHAT_APP_ID = 'wxsandboxdemo';
/** gate's WeChat official account. */
export const GATE_WECHAT_APP_ID = 'wxsandboxgate';
/** The wallet stand-in's snapshots table: what each wallet user or bot received and sent. */
export const WALLET_SNAPSHOTS = 'sandbox_wallet_snapshots';
export { insertSandboxWalletSnapshot as insertStandInWalletSnapshot } from '../sandbox/sandbox.repo';
/** The settings of a server with the demo (its stand-ins, its seed) on. */
export const DEMO_ON = { SANDBOX: 'on' } as const;
/** A test server's settings with the demo on or off. */
export const demoEnv = (on: boolean) => ({ sandbox: on });
