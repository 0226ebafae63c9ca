import { LANGS, fillText, type Lang } from './lang';

// The texts of the messages the server sends people (an SMS, a wallet message), one table per
// language, as the sandbox pages' (sandbox/sandbox.texts.ts). A message goes out in the person's
// language when the server knows it (lib/lang.ts, read from the request that asked for it); else
// in Chinese and then English, one after the other: the SMS goes to a mainland China number, and
// English is what the group's staff and anyone else can read. message.texts.test.ts checks every
// language has every key.

const en = {
  /** A phone sign-in code (routes/auth/phone.handlers.ts). */
  sms_code: '{group}: your sign-in code is {code}. It expires in 5 minutes. Do not share it with anyone.',
  /** An invoice is issued (routes/invoice/invoice.notices.ts). */
  invoice_issued: '{group}: the invoice for your order of {product} (¥{amount}, paid {paid_on}) is issued. Invoice number: {number}.',
  /** To the owner: someone's withdrawals are locked after wrong PINs (routes/vault/vault.service.ts). */
  vault_pin_locked: '{group}: {name} entered {tries} wrong withdrawal PINs. Their withdrawals are locked for {minutes} minutes, '
    + 'until {until} (UTC); everyone else can still withdraw. If this was not {name}, check who uses their account.',
};

export type MessageTextKey = keyof typeof en;

const zh: Record<MessageTextKey, string> = {
  sms_code: '【{group}】您的登录验证码为 {code}，5 分钟内有效。请勿告诉他人。',
  invoice_issued: '【{group}】您于 {paid_on} 支付的订单「{product}」（¥{amount}）的发票已开具，发票号码：{number}。',
  vault_pin_locked: '【{group}】{name} 输错提现密码 {tries} 次，其提现已锁定 {minutes} 分钟，至 {until}（UTC）；其他人仍可提现。'
    + '如非 {name} 本人操作，请检查其账号的使用情况。',
};

const ja: Record<MessageTextKey, string> = {
  sms_code: '{group}：ログイン確認コードは {code} です。有効期限は 5 分です。他の人には教えないでください。',
  invoice_issued: '{group}：{paid_on} にお支払いいただいたご注文「{product}」（¥{amount}）の請求書が発行されました。請求書番号：{number}。',
  vault_pin_locked: '{group}：{name} さんが出金 PIN を {tries} 回間違えたため、この方の出金は {until}（UTC）まで {minutes} 分間ロックされました。'
    + 'ほかの方は引き続き出金できます。{name} さんご本人でない場合は、アカウントの利用状況をご確認ください。',
};

export const MESSAGE_TEXTS: Record<Lang, Record<MessageTextKey, string>> = { en, zh, ja };
export const MESSAGE_LANGS = LANGS;

/** A message's text in the person's language; null (not known): Chinese, then English. */
export function messageText(lang: Lang | null, key: MessageTextKey, values: Record<string, string | number>): string {
  if (lang) return fillText(MESSAGE_TEXTS[lang][key], values);
  return `${fillText(zh[key], values)}\n${fillText(en[key], values)}`;
}
