import { routeUrl } from '../../../lib/paths';
import { AuthCodeExchange } from '../components/AuthCodeExchange';
import { wechatOpenid } from '../model';

/** Who the WeChat user is (their openid), for registering them with a phone number. */
export default function WechatIdScreen() {
  return (
    <AuthCodeExchange
      exchange={(group, code) =>
        wechatOpenid(group, code).then((openid) => routeUrl('group-auth-wx-register', { group }, { openid }))
      }
    />
  );
}
