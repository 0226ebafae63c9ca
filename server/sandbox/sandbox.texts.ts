import type { Context } from 'hono';

// The sandbox pages' texts, one table per language (issue 10, point 14). The sandbox stands in
// for outside parties (the wallet, WeChat, payment providers), which speak the person's language:
// the one chosen in the app (its `lang` cookie), else the host app's (WeChat's user agent names
// it, as the app reads it), else the browser's (Accept-Language). The server shares nothing with
// src/ or locales/, so the texts live here; sandbox.texts.test.ts checks every language has every key.

export const SANDBOX_LANGS = ['en', 'zh', 'ja'] as const;
export type SandboxLang = (typeof SANDBOX_LANGS)[number];

const en = {
  'sign_in.title': '{provider} sign-in',
  'sign_in.provider_wallet': 'Sandbox wallet',
  'sign_in.provider_wechat': 'Sandbox WeChat',
  'sign_in.heading': 'Sign in to {app}',
  'sign_in.intro': 'Requested access: {scope}. Pick who you are:',
  'sign_in.scope_none': 'none',
  'sign_in.new_user': 'New user',
  'sign_in.fresh_wallet': 'a brand-new wallet user on every pick',
  'sign_in.fresh_wechat': 'a WeChat user without an account',
  'persona.owner': 'Owns every demo group',
  'persona.admin': 'Admin of demo',
  'persona.lecturer': 'Lecturer in demo',
  'persona.member': 'Paid member of every group; passed gate\'s quizzes and KYC',
  'persona.pending': 'Not joined yet in demo and nft; holds coupons in demo',
  'persona.banned': 'Paid member of demo with USER_BAN',
  'legal.badge': 'Sandbox',
  'legal.agreement': 'Group agreement',
  'legal.terms': 'Terms of use',
  'legal.privacy': 'Privacy policy',
  'legal.this_group': 'this group',
  'legal.placeholder': 'This is placeholder legal text served by the reference server\'s sandbox. A real deployment links its own document here.',
  'legal.kindly': 'By continuing you agree to behave kindly in {group}.',
  'buy.badge': 'Sandbox trading site',
  'buy.c2c_title': 'Buy {amount} {symbol} with money from other people',
  'buy.atm_title': 'Swap USDT for {amount} {symbol}',
  'buy.rc_title': 'Top up {amount} Reborn coins',
  'buy.placeholder': 'This page stands in for the trading site a real deployment links to. Nothing is bought here.',
  'common.back_to_app': 'Back to the app',
  'kyc.title': 'Identity verification',
  'kyc.badge': 'Sandbox KYC',
  'kyc.under_review': 'Under review',
  'kyc.under_review_text': 'A verification for you is already being reviewed. Go back to {group} and refresh.',
  'kyc.heading': 'Verify your identity',
  'kyc.intro': '{group} asks for a face check. As the sandbox reviewer, decide the outcome.',
  'kyc.name': 'Name on the ID',
  'kyc.reason': 'Reason if rejected',
  'kyc.message': 'Message if rejected (optional)',
  'kyc.reject': 'Reject',
  'kyc.approve': 'Approve',
  'kyc.reason.INFO_MISMATCH': 'KYC information does not match',
  'kyc.reason.FACE_MISMATCH': 'The face does not match the ID photo',
  'kyc.reason.ID_EXPIRED': 'The ID card has expired',
  'kyc.submitted_title': 'Verification submitted',
  'kyc.submitted': 'Submitted',
  'kyc.submitted_text': 'The result is ready in about {seconds} s; until then the app shows it as processing.',
  'kyc.expired': 'Link expired',
  'kyc.expired_text': 'This verification link was used or has expired. Start the verification again from the app.',
  'sms.title': 'Sandbox SMS inbox',
  'sms.badge': 'Sandbox SMS',
  'sms.heading': 'SMS inbox',
  'sms.intro': 'The latest code sent to each phone. Reload to see new ones.',
  'sms.none': 'No SMS sent yet.',
  'sms.phone': 'Phone',
  'sms.code': 'Code',
  'sms.sent': 'Sent',
  'sms.state': 'State',
  'sms.state_used': 'used',
  'sms.state_expired': 'expired',
  'sms.state_valid': 'valid',
  'captcha.question': 'What is {a} + {b}?',
  'pay.provider_mixin': 'Sandbox wallet',
  'pay.provider_wechat': 'Sandbox WeChat Pay',
  'pay.provider_alipay': 'Sandbox Alipay',
  'pay.provider_reborn': 'Sandbox Reborn',
  'pay.heading': 'Pay {group}',
  'pay.memo_default': 'Membership order',
  'pay.order': 'Order {id}',
  'pay.cancel': 'Cancel',
  'pay.pay': 'Pay',
  'pay.sent': 'Payment sent',
  'pay.sent_note': 'The app will show the order as paid once the provider confirms it.',
  'pay.cancelled': 'Payment cancelled',
  'pay.cancelled_note': 'Nothing was charged.',
  'pay.failed_title': '{provider}: payment failed',
  'pay.failed': 'Payment failed',
  'pay.error_no_order': 'No order with this trace.',
  'pay.error_recipient': 'The recipient is not the group of this order.',
  'pay.error_no_charge': 'No payment with this charge id.',
  'pay.error_no_transfer': 'No transfer with this id.',
  'pay.error_return_urls': 'redirect_url and cancel_url must be relative or on this origin.',
  'nft.title': 'Sandbox NFT checks',
  'nft.badge': 'Sandbox NFT',
  'nft.heading': 'NFT checks in {group}',
  'nft.intro': 'What a ticket check finds, per persona. A check stays "checking" for the delay, then shows the outcome.',
  'nft.who': 'Who',
  'nft.outcome': 'Outcome',
  'nft.delay': 'Delay',
  'nft.everyone_else': 'everyone else',
  'nft.everyone_else_option': 'everyone else (group default)',
  'nft.default_delay': 'default',
  'nft.delay_label': 'Delay in ms (empty: NFT_CHECK_DELAY_MS)',
  'nft.save': 'Save',
};

export type SandboxTextKey = keyof typeof en;

const zh: Record<SandboxTextKey, string> = {
  'sign_in.title': '{provider} 登录',
  'sign_in.provider_wallet': '沙盒钱包',
  'sign_in.provider_wechat': '沙盒微信',
  'sign_in.heading': '登录 {app}',
  'sign_in.intro': '请求的权限：{scope}。请选择你的身份：',
  'sign_in.scope_none': '无',
  'sign_in.new_user': '新用户',
  'sign_in.fresh_wallet': '每次选择都是一个全新的钱包用户',
  'sign_in.fresh_wechat': '一个没有账号的微信用户',
  'persona.owner': '所有演示社群的群主',
  'persona.admin': 'demo 的管理员',
  'persona.lecturer': 'demo 的讲师',
  'persona.member': '所有社群的付费成员；已通过 gate 的问答和实名认证',
  'persona.pending': '尚未加入 demo 和 nft；在 demo 持有优惠券',
  'persona.banned': 'demo 的付费成员，已被封禁（USER_BAN）',
  'legal.badge': '沙盒',
  'legal.agreement': '社群协议',
  'legal.terms': '使用条款',
  'legal.privacy': '隐私政策',
  'legal.this_group': '本社群',
  'legal.placeholder': '这是参考服务器沙盒提供的占位法律文本。正式部署会在这里链接自己的文件。',
  'legal.kindly': '继续即表示你同意在 {group} 中友善相处。',
  'buy.badge': '沙盒交易网站',
  'buy.c2c_title': '用法币向他人购买 {amount} {symbol}',
  'buy.atm_title': '用 USDT 兑换 {amount} {symbol}',
  'buy.rc_title': '充值 {amount} Reborn 币',
  'buy.placeholder': '此页面代替正式部署所链接的交易网站。这里不会真的购买任何东西。',
  'common.back_to_app': '返回应用',
  'kyc.title': '身份认证',
  'kyc.badge': '沙盒实名认证',
  'kyc.under_review': '审核中',
  'kyc.under_review_text': '你的认证已在审核中。请返回 {group} 并刷新。',
  'kyc.heading': '验证你的身份',
  'kyc.intro': '{group} 需要进行人脸核验。作为沙盒审核员，请决定结果。',
  'kyc.name': '证件上的姓名',
  'kyc.reason': '拒绝原因',
  'kyc.message': '拒绝说明（可选）',
  'kyc.reject': '拒绝',
  'kyc.approve': '通过',
  'kyc.reason.INFO_MISMATCH': '实名信息不一致',
  'kyc.reason.FACE_MISMATCH': '人脸与证件照片不一致',
  'kyc.reason.ID_EXPIRED': '身份证已过期',
  'kyc.submitted_title': '认证已提交',
  'kyc.submitted': '已提交',
  'kyc.submitted_text': '大约 {seconds} 秒后出结果；在此之前应用会显示为处理中。',
  'kyc.expired': '链接已失效',
  'kyc.expired_text': '此认证链接已被使用或已过期。请从应用中重新开始认证。',
  'sms.title': '沙盒短信收件箱',
  'sms.badge': '沙盒短信',
  'sms.heading': '短信收件箱',
  'sms.intro': '每个手机号收到的最新验证码。刷新即可看到新的验证码。',
  'sms.none': '还没有发送过短信。',
  'sms.phone': '手机号',
  'sms.code': '验证码',
  'sms.sent': '发送时间',
  'sms.state': '状态',
  'sms.state_used': '已使用',
  'sms.state_expired': '已过期',
  'sms.state_valid': '有效',
  'captcha.question': '{a} + {b} 等于多少？',
  'pay.provider_mixin': '沙盒钱包',
  'pay.provider_wechat': '沙盒微信支付',
  'pay.provider_alipay': '沙盒支付宝',
  'pay.provider_reborn': '沙盒 Reborn',
  'pay.heading': '向 {group} 付款',
  'pay.memo_default': '会员订单',
  'pay.order': '订单 {id}',
  'pay.cancel': '取消',
  'pay.pay': '付款',
  'pay.sent': '付款已发送',
  'pay.sent_note': '支付服务确认后，应用会将订单显示为已支付。',
  'pay.cancelled': '付款已取消',
  'pay.cancelled_note': '没有产生任何扣款。',
  'pay.failed_title': '{provider}：付款失败',
  'pay.failed': '付款失败',
  'pay.error_no_order': '没有与此追踪号对应的订单。',
  'pay.error_recipient': '收款方不是此订单所属的社群。',
  'pay.error_no_charge': '没有与此支付编号对应的付款。',
  'pay.error_no_transfer': '没有与此编号对应的转账。',
  'pay.error_return_urls': 'redirect_url 和 cancel_url 必须是相对地址或本站地址。',
  'nft.title': '沙盒 NFT 检查',
  'nft.badge': '沙盒 NFT',
  'nft.heading': '{group} 的 NFT 检查',
  'nft.intro': '每个角色的门票检查结果。检查会在延迟期间保持“检查中”，然后显示结果。',
  'nft.who': '对象',
  'nft.outcome': '结果',
  'nft.delay': '延迟',
  'nft.everyone_else': '其他所有人',
  'nft.everyone_else_option': '其他所有人（社群默认）',
  'nft.default_delay': '默认',
  'nft.delay_label': '延迟（毫秒，留空：NFT_CHECK_DELAY_MS）',
  'nft.save': '保存',
};

const ja: Record<SandboxTextKey, string> = {
  'sign_in.title': '{provider} ログイン',
  'sign_in.provider_wallet': 'サンドボックス ウォレット',
  'sign_in.provider_wechat': 'サンドボックス WeChat',
  'sign_in.heading': '{app} にログイン',
  'sign_in.intro': '要求されたアクセス：{scope}。あなたは誰かを選んでください：',
  'sign_in.scope_none': 'なし',
  'sign_in.new_user': '新規ユーザー',
  'sign_in.fresh_wallet': '選ぶたびに新しいウォレットユーザー',
  'sign_in.fresh_wechat': 'アカウントのない WeChat ユーザー',
  'persona.owner': 'すべてのデモグループのオーナー',
  'persona.admin': 'demo の管理者',
  'persona.lecturer': 'demo の講師',
  'persona.member': 'すべてのグループの有料メンバー。gate のクイズと本人確認に合格済み',
  'persona.pending': 'demo と nft にまだ参加していない。demo でクーポンを保有',
  'persona.banned': 'USER_BAN された demo の有料メンバー',
  'legal.badge': 'サンドボックス',
  'legal.agreement': 'グループ規約',
  'legal.terms': '利用規約',
  'legal.privacy': 'プライバシーポリシー',
  'legal.this_group': 'このグループ',
  'legal.placeholder': 'これはリファレンスサーバーのサンドボックスが提供する仮の法的文書です。実際の運用では独自の文書にリンクします。',
  'legal.kindly': '続行すると、{group} で思いやりをもって行動することに同意したものとみなされます。',
  'buy.badge': 'サンドボックス取引サイト',
  'buy.c2c_title': '法定通貨で他の人から {amount} {symbol} を買う',
  'buy.atm_title': 'USDT を {amount} {symbol} に交換',
  'buy.rc_title': 'Reborn コインを {amount} チャージ',
  'buy.placeholder': 'このページは実際の運用でリンクされる取引サイトの代わりです。ここでは何も購入されません。',
  'common.back_to_app': 'アプリに戻る',
  'kyc.title': '本人確認',
  'kyc.badge': 'サンドボックス 本人確認',
  'kyc.under_review': '審査中',
  'kyc.under_review_text': 'あなたの本人確認はすでに審査中です。{group} に戻って再読み込みしてください。',
  'kyc.heading': '本人確認をする',
  'kyc.intro': '{group} が顔認証を求めています。サンドボックスの審査員として結果を決めてください。',
  'kyc.name': '身分証の氏名',
  'kyc.reason': '却下の理由',
  'kyc.message': '却下のメッセージ（任意）',
  'kyc.reject': '却下',
  'kyc.approve': '承認',
  'kyc.reason.INFO_MISMATCH': '本人確認情報が一致しません',
  'kyc.reason.FACE_MISMATCH': '顔が身分証の写真と一致しません',
  'kyc.reason.ID_EXPIRED': '身分証の有効期限が切れています',
  'kyc.submitted_title': '本人確認を送信しました',
  'kyc.submitted': '送信しました',
  'kyc.submitted_text': '結果は約 {seconds} 秒後に出ます。それまでアプリでは処理中と表示されます。',
  'kyc.expired': 'リンクの有効期限切れ',
  'kyc.expired_text': 'この本人確認リンクは使用済みか期限切れです。アプリからもう一度始めてください。',
  'sms.title': 'サンドボックス SMS 受信箱',
  'sms.badge': 'サンドボックス SMS',
  'sms.heading': 'SMS 受信箱',
  'sms.intro': '各電話番号に送られた最新のコードです。再読み込みすると新しいコードが表示されます。',
  'sms.none': 'まだ SMS は送信されていません。',
  'sms.phone': '電話番号',
  'sms.code': 'コード',
  'sms.sent': '送信日時',
  'sms.state': '状態',
  'sms.state_used': '使用済み',
  'sms.state_expired': '期限切れ',
  'sms.state_valid': '有効',
  'captcha.question': '{a} + {b} はいくつですか？',
  'pay.provider_mixin': 'サンドボックス ウォレット',
  'pay.provider_wechat': 'サンドボックス WeChat Pay',
  'pay.provider_alipay': 'サンドボックス Alipay',
  'pay.provider_reborn': 'サンドボックス Reborn',
  'pay.heading': '{group} に支払う',
  'pay.memo_default': 'メンバーシップの注文',
  'pay.order': '注文 {id}',
  'pay.cancel': 'キャンセル',
  'pay.pay': '支払う',
  'pay.sent': '支払いを送信しました',
  'pay.sent_note': '決済サービスが確認すると、アプリで注文が支払い済みと表示されます。',
  'pay.cancelled': '支払いをキャンセルしました',
  'pay.cancelled_note': '請求は発生していません。',
  'pay.failed_title': '{provider}：支払いに失敗しました',
  'pay.failed': '支払いに失敗しました',
  'pay.error_no_order': 'このトレースの注文はありません。',
  'pay.error_recipient': '受取人がこの注文のグループではありません。',
  'pay.error_no_charge': 'この請求 ID の支払いはありません。',
  'pay.error_no_transfer': 'この ID の送金はありません。',
  'pay.error_return_urls': 'redirect_url と cancel_url は相対パスかこのオリジンである必要があります。',
  'nft.title': 'サンドボックス NFT チェック',
  'nft.badge': 'サンドボックス NFT',
  'nft.heading': '{group} の NFT チェック',
  'nft.intro': 'ペルソナごとのチケットチェックの結果です。チェックは遅延の間「確認中」のままで、その後に結果を表示します。',
  'nft.who': '対象',
  'nft.outcome': '結果',
  'nft.delay': '遅延',
  'nft.everyone_else': 'その他の全員',
  'nft.everyone_else_option': 'その他の全員（グループの既定）',
  'nft.default_delay': '既定',
  'nft.delay_label': '遅延（ミリ秒、空欄：NFT_CHECK_DELAY_MS）',
  'nft.save': '保存',
};

export const SANDBOX_TEXTS: Record<SandboxLang, Record<SandboxTextKey, string>> = { en, zh, ja };

/** A text in one language, with `{name}` placeholders filled (values are not escaped: escape at use). */
export type Translate = (key: SandboxTextKey, values?: Record<string, string | number>) => string;

export function translator(lang: SandboxLang): Translate {
  const table = SANDBOX_TEXTS[lang];
  return (key, values) => table[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    (values && name in values ? String(values[name]) : whole));
}

/** `<html lang>`: Simplified Chinese as the app writes it. */
export const htmlLang = (lang: SandboxLang) => (lang === 'zh' ? 'zh-CN' : lang);

const isSandboxLang = (value: string): value is SandboxLang => (SANDBOX_LANGS as readonly string[]).includes(value);

/** zh-CN, zh_TW, ZH → zh; ja-JP → ja; en-GB → en; anything else: none. */
function langOfTag(tag: string | undefined): SandboxLang | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isSandboxLang(primary) ? primary : null;
}

/** The first language of an Accept-Language header we have, by quality then order. */
export function langFromAcceptLanguage(header: string | undefined): SandboxLang | null {
  if (!header) return null;
  const ranked = header.split(',').map((part, index) => {
    const [tag, ...params] = part.split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    return { tag, q: q ? Number(q[1]) : 1, index };
  }).filter((entry) => entry.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const lang = langOfTag(entry.tag);
    if (lang) return lang;
  }
  return null;
}

/**
 * The language a sandbox page speaks: the app's `lang` cookie (the person's choice), else the
 * WeChat host's language in its user agent (`MicroMessenger/… Language/zh_CN`), else
 * Accept-Language; English when none names a language we have.
 */
export function requestLang(headers: { cookie?: string; userAgent?: string; acceptLanguage?: string }): SandboxLang {
  const cookie = /(?:^|;\s*)lang=([^;]+)/.exec(headers.cookie ?? '');
  if (cookie && isSandboxLang(cookie[1].trim())) return cookie[1].trim() as SandboxLang;
  const host = /MicroMessenger\/.*\bLanguage\/([\w-]+)/.exec(headers.userAgent ?? '');
  return langOfTag(host?.[1]) ?? langFromAcceptLanguage(headers.acceptLanguage) ?? 'en';
}

export function langOf(c: Context): SandboxLang {
  return requestLang({
    cookie: c.req.header('Cookie'),
    userAgent: c.req.header('User-Agent'),
    acceptLanguage: c.req.header('Accept-Language'),
  });
}

/** The translator for this request's language, and the language itself for `<html lang>`. */
export function textsFor(c: Context): { lang: SandboxLang; t: Translate } {
  const lang = langOf(c);
  return { lang, t: translator(lang) };
}
