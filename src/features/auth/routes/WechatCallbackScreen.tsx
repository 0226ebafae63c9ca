import { routeUrl } from '../../../lib/paths';
import { AuthCodeExchange } from '../components/AuthCodeExchange';
import { completeWechatLogin } from '../model';

/**
 * WeChat sends the person back here with a one-time `code`. A WeChat account
 * linked to nobody yet goes on, with the same (unspent) code, to the openid
 * step and phone registration.
 */
export default function WechatCallbackScreen() {
  return (
    <AuthCodeExchange
      exchange={(group, code) =>
        completeWechatLogin(group, code).then((target) =>
          target === null ? routeUrl('group-auth-wx-id', { group }, { code }) : target,
        )
      }
    />
  );
}
