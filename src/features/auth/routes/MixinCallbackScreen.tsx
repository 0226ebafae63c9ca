import { AuthCodeExchange } from '../components/AuthCodeExchange';
import { completeMixinLogin } from '../model';

/** The wallet sends the person back here with a one-time `code`. */
export default function MixinCallbackScreen() {
  return <AuthCodeExchange exchange={completeMixinLogin} />;
}
