export { authWindow, completeMixinLogin, installGuideHref, login, mixinAuthorizeUrl, startWalletLogin } from './model';
export { requireLogin } from './requireLogin';
export { AuthLoginPanel } from './components/AuthLoginPanel';
