export { KycPanel, type KycPanelProps } from './components/KycPanel';
export { kycStatus } from './model';
export type { KycStatus, KycStatusValue } from '../../../contract/kyc';
