import type { AlipaySdk } from 'alipay-sdk';
import type { AlipayPayment } from '../../../contract/order';
import { apiErrors } from '../../lib/errors';
import { lazyModule } from '../../lib/lazy';
import type { GroupRow } from '../../routes/group/group.repo';
import type { NotificationStatus } from '../../routes/payment/payment.service';
import { requireCny, toFen, YUAN_TEXT, yuanOf } from '../cny';
import type { AlipayCredentials } from '../credentials';
import type { AlipayProvider, ChargeReport, ChargeRequest, ProviderNotice } from '../payment.provider';

// Alipay through its own SDK, `alipay-sdk` (pinned at 4.14.0, issue 23 point 3). A charge is a wap
// pay (alipay.trade.wap.pay, product QUICK_WAP_WAY): the SDK signs its fields with the app's key
// (RSA2) into the gateway's URL, which the payer's browser opens; no call leaves the server. Alipay
// then posts its notification (a form) to the notify_url; the SDK's checkNotifySignV2 verifies it
// with Alipay's public key over the fields exactly as they came. The same code runs against
// openapi.alipay.com's gateway and the sandbox's stand-in (server/sandbox/alipay-gateway.ts).
// Calls the server makes itself (a trade query, later) go through `exec` with `validateSign: true`:
// the SDK does not check Alipay's answer otherwise.

export type AlipayAdapterConfig = {
  /** Alipay's gateway: https://openapi.alipay.com/gateway.do, or a stand-in's. */
  gateway: () => string;
  /** Where Alipay posts this group's notifications (POST /api/payments/alipay/:group/notify). */
  notifyUrl: (groupId: string) => string;
  /** The group's Alipay app; null: none set. */
  credentials: (groupId: string) => Promise<AlipayCredentials | null>;
};

/** Alipay's limit on a trade's subject. */
const SUBJECT_MAX = 256;

/** What Alipay's trade statuses mean for the order (TRADE_CLOSED: closed unpaid, as when the payer quits). */
const STATUS_OF: Record<string, NotificationStatus> = {
  WAIT_BUYER_PAY: 'PENDING', TRADE_SUCCESS: 'PAID', TRADE_FINISHED: 'PAID', TRADE_CLOSED: 'CANCELLED',
};

const refusedNotice = (why: string) => apiErrors.loginRequired(`not a notification from Alipay: ${why}`);

/** The SDK, loaded at the first charge or notification. */
const alipaySdk = lazyModule(() => import('alipay-sdk'));

async function sdkOf(app: AlipayCredentials, gateway: string): Promise<AlipaySdk> {
  const { AlipaySdk } = await alipaySdk();
  return new AlipaySdk({
    appId: app.app_id, privateKey: app.app_private_key, keyType: 'PKCS8', alipayPublicKey: app.alipay_public_key, gateway,
  });
}

export function alipayAdapter(config: AlipayAdapterConfig): AlipayProvider {
  return {
    async createCharge(request: ChargeRequest): Promise<AlipayPayment> {
      const app = await config.credentials(request.group.group_id);
      if (!app) throw apiErrors.unavailable('alipay is not configured for this group');
      requireCny(request.currency, 'Alipay');
      const totalAmount = yuanOf(toFen(request.amount, 'Alipay'));
      const url = (await sdkOf(app, config.gateway())).pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: {
          outTradeNo: request.chargeId,
          totalAmount,
          subject: [...request.description].slice(0, SUBJECT_MAX).join('') || request.group.name,
          productCode: 'QUICK_WAP_WAY',
          ...(request.resultUrl ? { quitUrl: request.resultUrl } : {}),
        },
        ...(request.resultUrl ? { returnUrl: request.resultUrl } : {}),
        notifyUrl: config.notifyUrl(request.group.group_id),
      });
      return { url };
    },

    async queryCharge(group: GroupRow, chargeId: string): Promise<ChargeReport | null> {
      const app = await config.credentials(group.group_id);
      if (!app) throw apiErrors.unavailable('alipay is not configured for this group');
      const sdk = await sdkOf(app, config.gateway());
      let found: Record<string, unknown>;
      try {
        // validateSign: the SDK checks Alipay's signature over the answer only when asked.
        found = await sdk.exec('alipay.trade.query', { bizContent: { outTradeNo: chargeId } }, { validateSign: true });
      } catch {
        throw apiErrors.unavailable('Alipay did not answer, or its answer did not verify: try again');
      }
      if (found.code !== '10000') {
        if (found.subCode === 'ACQ.TRADE_NOT_EXIST') return null;
        throw apiErrors.unavailable(`Alipay refused the query: ${String(found.subMsg ?? found.msg)}`);
      }
      const status = STATUS_OF[String(found.tradeStatus)];
      const amount = String(found.totalAmount ?? '');
      if (!status || found.outTradeNo !== chargeId || !YUAN_TEXT.test(amount)) {
        throw apiErrors.unavailable('Alipay answered what it should not');
      }
      return { notification_id: `query:${String(found.tradeNo)}:${String(found.tradeStatus)}`, reference: chargeId, status, currency: 'CNY', amount };
    },

    async readNotification(group: GroupRow, notice: ProviderNotice): Promise<ChargeReport> {
      // Nothing to verify it with: no notification can be for this group.
      const app = await config.credentials(group.group_id);
      if (!app) throw apiErrors.notFoundWith('this group takes no Alipay');
      const fields = Object.fromEntries(new URLSearchParams(notice.body));
      if (!fields.sign) throw refusedNotice('it is not signed');
      const sdk = await sdkOf(app, config.gateway());
      let verified = false;
      try {
        verified = sdk.checkNotifySignV2(fields);
      } catch {
        verified = false;
      }
      if (!verified) throw refusedNotice('the signature does not verify');
      if (fields.app_id !== app.app_id) throw apiErrors.forbidden('the notification is for another Alipay app');
      const status = STATUS_OF[fields.trade_status ?? ''];
      if (!status || !fields.notify_id || !fields.out_trade_no || !YUAN_TEXT.test(fields.total_amount ?? '')) {
        throw apiErrors.validation('invalid notification: notify_id, out_trade_no, total_amount and a known trade_status are needed');
      }
      return { notification_id: fields.notify_id, reference: fields.out_trade_no, status, currency: 'CNY', amount: fields.total_amount };
    },
  };
}
