// Invoices (issue 13 point 6): reached by route only (the me screen links to group-invoice with linkTo).
export type { InvoiceOrder, InvoiceTitle } from '../../../contract/invoice';
