export { authWindow, completeMixinLogin, installGuideHref, login, mixinAuthorizeUrl, startWalletLogin } from './model';
export { requireLogin } from './requireLogin';
export { LoginPanel } from './components/LoginPanel';
export { TokenResponse, TOKEN_EXPIRY_HEADER } from './schemas';
