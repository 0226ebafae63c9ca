import type { Sql } from '../../db/sql';

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

// On the async layer (db/sql.ts), one text for both engines. Cards added at the same moment are in the
// order they were written: seq (migration 055), where SQLite's rowid was, then the key.

const COLUMNS = 'account_id, holder, bank, branch, phone, last4, is_default, created_at';

/** The member's cards: the default first, then oldest first. */
export function listBankAccounts(sql: Sql, groupId: string, userId: string): Promise<BankAccountRow[]> {
  return sql.all<BankAccountRow>(`SELECT ${COLUMNS} FROM bank_accounts WHERE group_id = ? AND user_id = ?
    ORDER BY is_default DESC, created_at, seq, account_id`, groupId, userId);
}

/** One of the member's cards; another member's is not found. */
export function findBankAccount(sql: Sql, groupId: string, userId: string, accountId: string): Promise<BankAccountRow | undefined> {
  return sql.get<BankAccountRow>(`SELECT ${COLUMNS} FROM bank_accounts WHERE account_id = ? AND group_id = ? AND user_id = ?`,
    accountId, groupId, userId);
}

export async function countBankAccounts(sql: Sql, groupId: string, userId: string): Promise<number> {
  return (await sql.value<number>('SELECT count(*) FROM bank_accounts WHERE group_id = ? AND user_id = ?', groupId, userId)) ?? 0;
}

export async function insertBankAccount(sql: Sql, row: BankAccountInsert): Promise<void> {
  await sql.run(`INSERT INTO bank_accounts (account_id, group_id, user_id, holder, bank, branch, phone, number_sealed, last4,
      is_default, created_at, updated_at) VALUES (@account_id, @group_id, @user_id, @holder, @bank, @branch, @phone,
      @number_sealed, @last4, @is_default, @created_at, @created_at)`, row);
}

export async function updateBankAccount(
  sql: Sql, groupId: string, userId: string, accountId: string, change: BankAccountChange, nowIso: string,
): Promise<void> {
  const row = { holder: null, bank: null, branch: null, phone: null, last4: null, number_sealed: null, ...change };
  await sql.run(`UPDATE bank_accounts SET holder = coalesce(@holder, holder), bank = coalesce(@bank, bank),
      branch = coalesce(@branch, branch), phone = coalesce(@phone, phone), last4 = coalesce(@last4, last4),
      number_sealed = coalesce(@number_sealed, number_sealed), updated_at = @now
    WHERE account_id = @id AND group_id = @group AND user_id = @user`,
  { ...row, now: nowIso, id: accountId, group: groupId, user: userId });
}

export async function deleteBankAccount(sql: Sql, groupId: string, userId: string, accountId: string): Promise<boolean> {
  return (await sql.run('DELETE FROM bank_accounts WHERE account_id = ? AND group_id = ? AND user_id = ?', accountId, groupId, userId)).changes > 0;
}

/** Makes one card the member's default and every other not (call inside a transaction). */
export async function setDefaultBankAccount(sql: Sql, groupId: string, userId: string, accountId: string): Promise<void> {
  await sql.run('UPDATE bank_accounts SET is_default = 0 WHERE group_id = ? AND user_id = ? AND is_default = 1 AND account_id <> ?',
    groupId, userId, accountId);
  await sql.run('UPDATE bank_accounts SET is_default = 1 WHERE account_id = ? AND group_id = ? AND user_id = ?', accountId, groupId, userId);
}

/** The member's oldest card, to become the default when the default one is deleted. */
export function oldestBankAccountId(sql: Sql, groupId: string, userId: string): Promise<string | undefined> {
  return sql.value<string>(`SELECT account_id FROM bank_accounts WHERE group_id = ? AND user_id = ?
    ORDER BY created_at, seq, account_id LIMIT 1`, groupId, userId);
}
