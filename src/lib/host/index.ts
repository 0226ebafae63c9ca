export {
  compareVersions, detectHost, FEATURE_VERSIONS, readWalletContext, supportsFeature,
  type HostFeature, type HostInfo, type HostKind, type HostPlatform, type HostWindow, type WalletContext,
} from './detect';
export { host } from './state';
export {
  backToApp, callWalletBridge, closeWindow, openInHost, walletConversationLink, WALLET_SCHEME,
  type BackToAppResult, type CloseResult, type HostEnv,
} from './actions';
