export {
  addYears, exceedsMaxPeriod, remainingYears, renewalAvailability, renewedExpiry, type RenewalAvailability,
} from './model';
