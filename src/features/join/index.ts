export { JoinScreen, type JoinScreenProps } from './components/JoinScreen';
export { JoinQuantityPicker, type JoinQuantityPickerProps } from './components/JoinQuantityPicker';
export { JoinPrice } from './components/JoinPrice';
export { openJoinDialog } from './openJoinDialog';
export {
  canPurchase, purchaseBlock, membershipProduct, membershipTotal, periodsWithin, pricedAssets, MEMBERSHIP_PERIODS, JOIN_NAMESPACES,
  type JoinNamespaces, type PurchaseRuleInput, type PurchaseBlock, type MembershipTotal,
} from './model';
