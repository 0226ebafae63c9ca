// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts).
import InvoiceDetailScreen from './routes/InvoiceDetailScreen';
import InvoiceListScreen from './routes/InvoiceListScreen';
import InvoiceMadeScreen from './routes/InvoiceMadeScreen';
import InvoiceMakeScreen from './routes/InvoiceMakeScreen';
import InvoiceTitleEditScreen from './routes/InvoiceTitleEditScreen';
import InvoiceTitlesScreen from './routes/InvoiceTitlesScreen';

export const screens = {
  'group-invoice': InvoiceListScreen,
  'group-invoice-title': InvoiceTitlesScreen,
  'group-invoice-title-add': InvoiceTitleEditScreen,
  'group-invoice-title-id': InvoiceTitleEditScreen,
  'group-invoice-detail-id': InvoiceDetailScreen,
  'group-invoice-make-id': InvoiceMakeScreen,
  'group-invoice-make-succeed': InvoiceMadeScreen,
};
