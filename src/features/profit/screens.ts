// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts).
import ProfitDetailScreen from './routes/ProfitDetailScreen';
import ProfitMonthScreen from './routes/ProfitMonthScreen';
import ProfitScreen from './routes/ProfitScreen';

export const screens = {
  'group-profit': ProfitScreen,
  'group-profit-month': ProfitMonthScreen,
  'group-profit-detail': ProfitDetailScreen,
};
