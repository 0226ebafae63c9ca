// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts).
import BankAccountsScreen from './routes/BankAccountsScreen';
import BankAccountEditScreen from './routes/BankAccountEditScreen';

export const screens = {
  'group-accounts': BankAccountsScreen,
  'group-accounts-edit': BankAccountEditScreen,
};
