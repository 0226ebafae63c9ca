import { companyTaxNumber, type InvoiceTitle, type InvoiceTitleInput, type InvoiceTitleKind } from '../../../contract/invoice';

// The title form's draft and checks: the server's rules (contract/invoice.ts), said before sending.

export interface InvoiceTitleDraft {
  kind: InvoiceTitleKind;
  name: string;
  taxNumber: string;
}

export type InvoiceTitleProblem = 'name_required' | 'tax_number_required' | 'tax_number_invalid';
export type InvoiceTitleErrors = Partial<Record<'name' | 'taxNumber', InvoiceTitleProblem>>;

export const emptyInvoiceTitleDraft = (): InvoiceTitleDraft => ({ kind: 'company', name: '', taxNumber: '' });

export const invoiceTitleDraftOf = (title: InvoiceTitle): InvoiceTitleDraft => ({ kind: title.kind, name: title.name, taxNumber: title.tax_number });

export function invoiceTitleErrors(draft: InvoiceTitleDraft): InvoiceTitleErrors {
  const errors: InvoiceTitleErrors = {};
  if (!draft.name.trim()) errors.name = 'name_required';
  if (draft.kind === 'company') {
    if (!draft.taxNumber.trim()) errors.taxNumber = 'tax_number_required';
    else if (!companyTaxNumber(draft.taxNumber)) errors.taxNumber = 'tax_number_invalid';
  }
  return errors;
}

/** What is sent: a personal title carries no tax number. */
export function invoiceTitleInputOf(draft: InvoiceTitleDraft): InvoiceTitleInput {
  return draft.kind === 'company'
    ? { kind: 'company', name: draft.name.trim(), tax_number: draft.taxNumber.trim() }
    : { kind: 'personal', name: draft.name.trim() };
}
