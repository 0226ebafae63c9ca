import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';

/** A card as lists show it: the sealed number stays in the table. */
export type BankAccountRow = {
  account_id: string;
  holder: string;
  bank: string;
  branch: string;
  phone: string;
  last4: string;
  is_default: 0 | 1;
  created_at: string;
};

export type BankAccountInsert = Omit<BankAccountRow, 'is_default'> & {
  group_id: string;
  user_id: string;
  number_sealed: string;
  is_default: 0 | 1;
};

export type BankAccountChange = Partial<Pick<BankAccountRow, 'holder' | 'bank' | 'branch' | 'phone' | 'last4'>> & {
  number_sealed?: string;
};

const COLUMNS = 'account_id, holder, bank, branch, phone, last4, is_default, created_at';

/** The member's cards: the default first, then oldest first. */
export function listBankAccounts(db: Db, groupId: string, userId: string): BankAccountRow[] {
  return statement(db, `SELECT ${COLUMNS} FROM bank_accounts WHERE group_id = ? AND user_id = ?
    ORDER BY is_default DESC, created_at, rowid`).all(groupId, userId) as BankAccountRow[];
}

/** One of the member's cards; another member's is not found. */
export function findBankAccount(db: Db, groupId: string, userId: string, accountId: string): BankAccountRow | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM bank_accounts WHERE account_id = ? AND group_id = ? AND user_id = ?`)
    .get(accountId, groupId, userId) as BankAccountRow | undefined;
}

export function countBankAccounts(db: Db, groupId: string, userId: string): number {
  return statement(db, 'SELECT count(*) FROM bank_accounts WHERE group_id = ? AND user_id = ?')
    .pluck().get(groupId, userId) as number;
}

export function insertBankAccount(db: Db, row: BankAccountInsert): void {
  statement(db, `INSERT INTO bank_accounts (account_id, group_id, user_id, holder, bank, branch, phone, number_sealed, last4,
      is_default, created_at, updated_at) VALUES (@account_id, @group_id, @user_id, @holder, @bank, @branch, @phone,
      @number_sealed, @last4, @is_default, @created_at, @created_at)`).run(row);
}

export function updateBankAccount(db: Db, groupId: string, userId: string, accountId: string, change: BankAccountChange, nowIso: string): void {
  const row = { holder: null, bank: null, branch: null, phone: null, last4: null, number_sealed: null, ...change };
  statement(db, `UPDATE bank_accounts SET holder = coalesce(@holder, holder), bank = coalesce(@bank, bank),
      branch = coalesce(@branch, branch), phone = coalesce(@phone, phone), last4 = coalesce(@last4, last4),
      number_sealed = coalesce(@number_sealed, number_sealed), updated_at = @now
    WHERE account_id = @id AND group_id = @group AND user_id = @user`)
    .run({ ...row, now: nowIso, id: accountId, group: groupId, user: userId });
}

export function deleteBankAccount(db: Db, groupId: string, userId: string, accountId: string): boolean {
  return statement(db, 'DELETE FROM bank_accounts WHERE account_id = ? AND group_id = ? AND user_id = ?')
    .run(accountId, groupId, userId).changes > 0;
}

/** Makes one card the member's default and every other not (call inside a transaction). */
export function setDefaultBankAccount(db: Db, groupId: string, userId: string, accountId: string): void {
  statement(db, 'UPDATE bank_accounts SET is_default = 0 WHERE group_id = ? AND user_id = ? AND is_default = 1 AND account_id <> ?')
    .run(groupId, userId, accountId);
  statement(db, 'UPDATE bank_accounts SET is_default = 1 WHERE account_id = ? AND group_id = ? AND user_id = ?')
    .run(accountId, groupId, userId);
}

/** The member's oldest card, to become the default when the default one is deleted. */
export function oldestBankAccountId(db: Db, groupId: string, userId: string): string | undefined {
  return statement(db, 'SELECT account_id FROM bank_accounts WHERE group_id = ? AND user_id = ? ORDER BY created_at, rowid LIMIT 1')
    .pluck().get(groupId, userId) as string | undefined;
}
