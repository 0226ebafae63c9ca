export { startWalletLogin, completeMixinLogin, mixinAuthorizeUrl, authWindow } from './model';
export { TokenResponse, TOKEN_EXPIRY_HEADER } from './schemas';
