/**
 * The error catalogue (spec §8): the `code` of an error body `{code, message}`, by name. The HTTP
 * status is a courtesy for tools; clients act on the code, never on the message text, which is
 * for people and may carry a detail after a ':'.
 */
export const ErrorCode = {
  /** No answer (network failure, or an error status without a body). Made up by the client; never sent. */
  networkError: -1,
  /** Log the user out (clear the group's tokens). */
  loginRequired: 100401,
  /** Toast; the follow-up action is not shown. */
  memberRequired: 100461,
  /** Go to the onboarding install page. */
  installRequired: 100110,
  /** Go to the maintenance page. */
  maintenance: 100500,
  /** Go to the forbidden page (banned). */
  forbidden: 100403,
  /** Go to the permission page with the source query. */
  permissionsRequired: 100416,
  /** Order creation: the renewal quantity is not allowed. */
  renewal: 101001,
  /** Cannot find the resource; nothing beyond the message. */
  notFound: 404,

  // Not in the spec's catalogue.
  /** An answer the client could not read (not JSON, or not the expected shape). Made up by the client; never sent. */
  invalidResponse: -2,
  /** The request body, query or path is invalid; the message says which field. */
  validation: 100400,
  internal: 500,
  /** A business rule refuses the request (code taken, stream paid, order not payable...); the message says which. */
  rejected: 100409,
  /** Too soon to repeat (SMS codes); the message says how long to wait. */
  tooManyRequests: 100429,

  // Not in the spec's catalogue either: refusals §8 lists only by their message ("Other messages"),
  // each with a code of its own so that a client can show its own text for it.
  /** 'group not renewable' */
  groupNotRenewable: 101002,
  /** 'product unavailable': the product is not on sale. */
  productUnavailable: 101003,
  /** 'amount too small': the order would cost nothing without a coupon. */
  amountTooSmall: 101004,
  /** 'Error Order Amount': negative or not a number (no reference-server route refuses so). */
  orderAmountInvalid: 101005,
  /** 'not authorised to view this order': the order belongs to another group. */
  orderOfOtherGroup: 101006,
  /** 'order not created for your account': reading someone else's order. */
  orderNotForAccount: 101007,
  /** 'order not owner': paying for or polling someone else's order. */
  orderNotOwner: 101008,
  /** 'join failed': the user must sign in to the group again before joining. */
  joinFailed: 101009,
  /** 'coupon code incorrect' */
  couponCodeIncorrect: 101101,
  /** 'coupon code already claimed' */
  couponAlreadyClaimed: 101102,
  /** 'coupon not available': expired, used, held by another order, or out of claims. */
  couponNotAvailable: 101103,
  /** 'coupon unsupported pay method': another asset or payment channel. */
  couponUnsupportedPayMethod: 101104,
  /** 'coupon unsupported product' */
  couponUnsupportedProduct: 101105,
  /** 'coupons are not enabled in this group' */
  couponsDisabled: 101106,
  /** 'fail to get payment information': the channel cannot charge in this group. */
  paymentInfoUnavailable: 101201,
  /** 'get payment info failed': the provider did not answer (no reference-server route refuses so). */
  paymentInfoFailed: 101202,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
