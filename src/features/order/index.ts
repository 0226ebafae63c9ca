// Only calls, signals and plain functions: the checkout host (first paint) reaches this file.
export { createOrder, fetchAllAssets, fetchOrder, fetchOrderState, payOrder } from './api';
export { assetPrices, isOpenOrderState, ORDER_POLL_MS, watchOrderState, type OrderWatchEvent } from './model';
export { channelName, orderFailureText, orderStateName } from './labels';
export { isRoutedError, knownMessage, orderErrorCode, orderErrorText, type RefusalTexts } from './messages';
export type { Order, OrderFailureReason, OrderKind, OrderState, PayRequest, PayResult, WechatPayment } from '../../../contract/order';
