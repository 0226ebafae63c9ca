// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import MixinCallbackScreen from './routes/MixinCallbackScreen';
import TalkeeCallbackScreen from './routes/TalkeeCallbackScreen';
import WechatCallbackScreen from './routes/WechatCallbackScreen';
import WechatIdScreen from './routes/WechatIdScreen';
import WechatRegisterScreen from './routes/WechatRegisterScreen';

export const screens = {
  'group-auth-mixin-callback': MixinCallbackScreen,
  'group-auth-talkee-callback': TalkeeCallbackScreen,
  'group-auth-wx-callback': WechatCallbackScreen,
  'group-auth-wx-id': WechatIdScreen,
  'group-auth-wx-register': WechatRegisterScreen,
};
