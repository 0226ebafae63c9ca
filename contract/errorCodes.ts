// The error catalogue (spec §8) by name, one export each (see errors.ts): a bundle keeps only the
// codes its code compares with, so the catalogue can grow without growing the app's first paint.
/** No answer (network failure, or an error status without a body). Made up by the client; never sent. */
export const networkError = -1;
/** Log the user out (clear the group's tokens). */
export const loginRequired = 100401;
/** Toast; the follow-up action is not shown. */
export const memberRequired = 100461;
/** Go to the onboarding install page. */
export const installRequired = 100110;
/** Go to the maintenance page. */
export const maintenance = 100500;
/** Go to the forbidden page (banned). */
export const forbidden = 100403;
/** Go to the permission page with the source query. */
export const permissionsRequired = 100416;
/** Order creation: the renewal quantity is not allowed. */
export const renewal = 101001;
/** Cannot find the resource; nothing beyond the message. */
export const notFound = 404;

// Not in the spec's catalogue.
/** An answer the client could not read (not JSON, or not the expected shape). Made up by the client; never sent. */
export const invalidResponse = -2;
/** The request body, query or path is invalid; the message says which field. */
export const validation = 100400;
/**
 * A string holds a control character: U+0000 and the other C0 controls, DEL, and in a single-line field
 * (a name, title, code, id or search) also tab, line breaks and U+2028/U+2029. 400; the message names the
 * field and the character ('invalid content: expected text without control characters, found U+0000').
 */
export const controlCharacters = 100440;
export const internal = 500;
/** A business rule refuses the request (code taken, stream paid, order not payable...); the message says which. */
export const rejected = 100409;
/**
 * HTTP 429: a rate limit (sign-in, refresh, SMS, captcha answers, codes tried, quiz submissions,
 * events) or the SMS cooldown per number. `Retry-After` (and the message) say how many seconds to wait.
 */
export const tooManyRequests = 100429;

// Not in the spec's catalogue either: refusals §8 lists only by their message ("Other messages"),
// each with a code of its own so that a client can show its own text for it.
/** 'group not renewable' */
export const groupNotRenewable = 101002;
/** 'product unavailable': the product is not on sale. */
export const productUnavailable = 101003;
/** 'amount too small': the order would cost nothing without a coupon. */
export const amountTooSmall = 101004;
/** 'Error Order Amount': negative or not a number (no reference-server route refuses so). */
export const orderAmountInvalid = 101005;
/** 'not authorised to view this order': the order belongs to another group. */
export const orderOfOtherGroup = 101006;
/** 'order not created for your account': reading someone else's order. */
export const orderNotForAccount = 101007;
/** 'order not owner': paying for or polling someone else's order. */
export const orderNotOwner = 101008;
/** 'join failed': the user must sign in to the group again before joining. */
export const joinFailed = 101009;
/** 'coupon code incorrect' */
export const couponCodeIncorrect = 101101;
/** 'coupon code already claimed' */
export const couponAlreadyClaimed = 101102;
/** 'coupon not available': expired, used, held by another order, or out of claims. */
export const couponNotAvailable = 101103;
/** 'coupon unsupported pay method': another asset or payment channel. */
export const couponUnsupportedPayMethod = 101104;
/** 'coupon unsupported product' */
export const couponUnsupportedProduct = 101105;
/** 'coupons are not enabled in this group' */
export const couponsDisabled = 101106;
/** 'fail to get payment information': the channel cannot charge in this group. */
export const paymentInfoUnavailable = 101201;
/** 'get payment info failed': the provider did not answer (no reference-server route refuses so). */
export const paymentInfoFailed = 101202;

// Discussions (issue 11 points 1 and 9).
/** 'the group is in mute mode: only lecturers post and reply' (§6: others can only send kudos and luckycoin). */
export const discussionMuted = 102001;
/** 'only the owner and admins post and reply in this group' (the discussion_permission setting). */
export const discussionAdminsOnly = 102002;
/** 'only the author can edit this post' */
export const discussionNotAuthor = 102003;
/** 'only the author or an admin can delete this' */
export const discussionDeleteNotAllowed = 102004;
/** 'a post needs text or an image' */
export const discussionEmpty = 102005;
/** 'the reply answered is not on this post' (reply_to names a reply of another post, or none). */
export const discussionReplyTargetUnknown = 102006;

// Kudos (tips, issue 11 point 5).
/** 'amount must not be lower than {min} {symbol}' (§5): below the group's minimum, converted from USD. */
export const tipAmountTooLow = 102201;
/** 'cannot send kudos to yourself' */
export const tipToSelf = 102202;
/** 'this asset cannot be used for kudos in this group': not in the group's tip scene. */
export const tipAssetNotAccepted = 102203;
/** Lucky-coin pack below the group's minimum in USD; the message names the minimum in the asset. */
export const luckycoinBelowMinimum = 102101;
/** Lucky-coin pack with more shares than the group allows (at most 1000). */
export const luckycoinTooManyShares = 102102;
/** Lucky-coin pack smaller than its shares in the smallest unit: 'set satoshi at least the number of recipients'. */
export const luckycoinAmountBelowShares = 102103;
/** The asset is not offered for lucky-coin packs in this group. */
export const luckycoinAssetUnavailable = 102104;
/** This member has already claimed from the pack. */
export const luckycoinAlreadyClaimed = 102105;
/** Every share of the pack has been claimed. */
export const luckycoinEmpty = 102106;
/** The pack expired (24 h after payment); its remainder went back to the sender. */
export const luckycoinExpired = 102107;
/** The pack's payment has not been confirmed (or failed): it cannot be claimed. */
export const luckycoinNotPaid = 102108;
/** Only a pack's sender shares it to the chat (POST /luckycoin/{id}/share); 403. */
export const luckycoinNotSender = 102109;

// Check-in tasks (issue 11 point 8): 102501–102599.
/** 'the group is in mute mode: only lecturers check in' (§6: others can only send kudos and luckycoin); 403. */
export const checkinMuted = 102501;
/** 'join the task first': posting to a check-in task the caller has not joined; 403. */
export const checkinNotJoined = 102502;
/** 'already checked in for this period' (one post per member and period); 409. */
export const checkinAlreadyPosted = 102503;
/** 'the task is not open': a draft or offline task cannot be joined or posted to; 409. */
export const checkinClosed = 102504;
/** 'the task has not started yet' (posting before start_at); 409. */
export const checkinNotStarted = 102505;
/** 'a check-in needs text or an image'; 400. */
export const checkinEmpty = 102506;
/** 'this task does not allow patching missed periods' (patch_allowed off, or a once task); 409. */
export const checkinPatchNotAllowed = 102507;
/** 'that period cannot be checked in': not a period of this task, in the future, or before the first period or the caller's join; 400. */
export const checkinPeriodInvalid = 102508;
/** 'the type cannot change once members have checked in'; 409. */
export const checkinTypeLocked = 102509;
/** 'publish the task first': a draft cannot be taken online or offline; 409. */
export const checkinDraft = 102510;
/** 'start_at is not a date': start_at is not an ISO date or date-time; 400. */
export const checkinStartInvalid = 102511;
/** 'not one of your images': an attachment_id that is not an image the caller uploaded in this group; 400. */
export const checkinAttachmentInvalid = 102512;
/** 'only jpeg and png images' (POST /checkin/attachments, typed by bytes); 400. */
export const checkinImageOnly = 102513;

// Articles (issue 11 point 4).
/** 'you have already claimed this article's reward' */
export const articleRewardClaimed = 102301;
/** 'every reward of this article has been claimed' */
export const articleRewardsGone = 102302;
/** 'buy this article to read it (and claim its reward)': a paid article the caller has not bought. */
export const articleLocked = 102303;
/** 'this article has no reward' */
export const articleNoReward = 102304;
/** 'the reward count cannot go below the rewards already claimed' (an edit) */
export const articleRewardCountBelowClaimed = 102305;

// Badges (issue 11 point 7).
/** 'no such badge in this group' (404): the key is not in the group's catalog. */
export const badgeNotFound = 102401;
/** 'badge not earned yet' (404): one's own badge that the rules do not give yet. */
export const badgeNotEarned = 102402;
/** 'badge share link not found' (404): the same answer for a wrong member and a wrong key. */
export const badgeShareNotFound = 102403;
/** 'badge already sealed or being sealed' (409): a seal while lighting or lighted. */
export const badgeAlreadySealed = 102404;
/** 'no such seal request' (404): a chain notification names a seal this server never asked for. */
export const badgeSealNotFound = 102405;

// Chat (issue 12): 102601–102699. A detail after ': ' in the message names the word, link or wait.
/** 'only lecturers speak now': lecture or mute mode in the group channel (§6); 403. */
export const chatModeRestricted = 102601;
/** 'the group is streaming: chat in the stream': streaming mode, members chat in the stream channel; 403. */
export const chatStreaming = 102602;
/** 'too many messages: retry after N s' (the group's per-minute limit); 429 with Retry-After. */
export const chatRateLimited = 102603;
/** 'message contains a denied word: WORD'; 400. */
export const chatDenyWord = 102604;
/** 'link not allowed: LINK' (not on the group's link allow-list); 400. */
export const chatLinkNotAllowed = 102605;
/** 'you cannot send messages in this group' (banned or blocked); 403. */
export const chatSendForbidden = 102606;
/** 'a message needs 1 to 2000 characters'; 400. */
export const chatTextInvalid = 102607;
/** 'reply_to is not a message of this channel'; 400. */
export const chatReplyInvalid = 102608;
/** 'not one of your images': an attachment_id that is not an image the caller uploaded in this group; 400. */
export const chatAttachmentInvalid = 102609;
/** 'a message can only be recalled within 2 minutes'; 409. */
export const chatRecallExpired = 102610;
/** 'only the author (within 2 minutes) or an admin can remove this message'; 403. */
export const chatRemoveNotAllowed = 102611;
/** 'no such message in this group' (a seq of another group, channel or nothing); 404. */
export const chatMessageNotFound = 102612;
/** 'the chat mode cannot change while streaming'; 409. */
export const chatModeLocked = 102613;
/** 'no live events': the stream channel without a living stream; 404. */
export const chatNoLiveStream = 102614;
/** 'you cannot watch this stream, so not chat in it' (the stream's watch rules); 403. */
export const chatStreamNotAllowed = 102615;
/** 'unknown channel' (a socket subscribe or a `channel` that is neither 'group' nor a stream of this group); 400. */
export const chatChannelInvalid = 102616;
/** 'a deny word needs at least 2 letters: WORD' (group settings); 400. */
export const chatDenyWordInvalid = 102617;
/** 'an allow-list entry must be an http(s) URL prefix with a host: ENTRY' (group settings); 400. */
export const chatAllowListInvalid = 102618;
/** 'only lecturers can stop lecturing' (POST /chat/stop-lecturing by someone without lecturer authority); 403. */
export const chatNotLecturer = 102619;

// Invitations and bonuses (issue 13, helper I): 102801–102849.
/** 'invitation disabled for this user' (USER_DISABLE_INVITATION: no codes to share); 403. */
export const invitationDisabled = 102801;

// Bank cards, invoices, profile (issue 13, helper B): 103001–103049.
/** 'card number is not valid' (12–19 digits failing the Luhn check, or not digits); 400. Never quotes the number. */
export const bankCardNumberInvalid = 103001;
/** 'phone must be a mainland China mobile number (+86)' (bank cards, §5: payout needs a +86 phone; invoice SMS); 400. */
export const mainlandPhoneInvalid = 103002;
/** 'at most 10 bank cards' per member and group; 409. */
export const bankCardsFull = 103003;
/** 'this order cannot be invoiced': not paid, or not paid in CNY (WeChat Pay, Alipay); 409. */
export const invoiceOrderNotInvoiceable = 103010;
/** 'an invoice is already requested for this order'; 409. */
export const invoiceAlreadyRequested = 103011;
/** 'a company title needs its tax number' (a unified social credit code: 18 letters and digits, or 15/20); 400. */
export const invoiceTaxNumberInvalid = 103012;
/** 'at most 20 invoice titles' per member and group; 409. */
export const invoiceTitlesFull = 103013;
/** 'no invoice requested for this order yet' (a notice before makeout_invoice); 409. */
export const invoiceNotRequested = 103014;
/** 'the SMS notice has already been sent, to another number' (notice_phone after the invoice's SMS went out); 409. */
export const invoiceNoticeSent = 103015;
/** 'not one of your images': a profile avatar_attachment_id that is not a JPEG/PNG the caller uploaded in this group; 400. */
export const profileAvatarInvalid = 103020;

// Member management (issue 14 point 2): 104101–104149. Not 100403, which would send the admin to the
// forbidden page meant for banned members.
/** 'muted by an admin until: <ISO date-time>': no chat messages, posts, replies or check-ins until then; 403. */
export const memberShutUp = 104101;
/** 'you cannot do this to yourself' (block, kick, role, policies or shut up on one's own account); 403. */
export const memberActionSelf = 104102;
/** 'the owner cannot be acted on'; 403. */
export const memberActionOwner = 104103;
/** 'only the owner can act on an admin'; 403. */
export const memberActionAdmin = 104104;
/** 'only the owner makes admins'; 403. */
export const memberRoleOwnerOnly = 104105;
/** 'not joined: there is no membership to end' (kicking someone who has not joined); 409. */
export const memberNotJoined = 104106;

// Vaults and withdrawals (issue 14, admin money): 104601–104649.
/** 'no withdrawal PIN yet: the owner sets it first' (verify-pin, withdraw); 409. */
export const vaultPinNotSet = 104601;
/** 'the withdrawal PIN is already set' (POST /vaults/create again); 409. */
export const vaultPinAlreadySet = 104602;
/** 'wrong PIN: N tries left'; 403. GET /vaults/ says how many tries are left. Never quotes the PIN. */
export const vaultPinWrong = 104603;
/** 'too many wrong PINs: withdrawals locked until TIME'; 429. GET /vaults/ says until when. */
export const vaultPinLocked = 104604;
/** 'amount exceeds the balance' of the profit vault in that asset (checked in the debiting transaction); 409. */
export const vaultBalanceTooLow = 104605;
/** 'this request id was used for another withdrawal' (a request_id reused with other fields); 409. */
export const vaultRequestReused = 104606;
/** 'only crypto is withdrawn through the wallet' (a fiat balance: CNY, RC; its payment provider settles it to the merchant); 409. */
export const vaultAssetNotWithdrawable = 104607;

// Admin content (issue 14: articles, coupons, invitation lists): 104301–104349.
/** 'coupon code taken': a coupon batch of some group already has this code (codes are unique); 409. */
export const couponCodeTaken = 104301;
/** 'at most 20 upcoming stream previews': the schedule is full; delete one first (POST /stream/previews); 409. */
export const streamPreviewsFull = 104302;
