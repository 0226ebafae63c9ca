import { svgAvatar } from '../lib/avatar';

// Demo users the sandbox wallet signs in as. Ids are fixed so tokens, tests and screenshots
// stay stable across resets.

export const PERSONA_KEYS = ['owner', 'admin', 'lecturer', 'member', 'pending', 'banned'] as const;
export type PersonaKey = (typeof PERSONA_KEYS)[number];

export type Persona = {
  key: PersonaKey;
  user_id: string;
  identity_number: string;
  full_name: string;
  avatar_url: string;
  /** What the persona stands for (the sign-in page shows it translated: `persona.<key>` in sandbox.texts.ts). */
  summary: string;
};

function persona(key: PersonaKey, n: number, fullName: string, colour: string, summary: string): Persona {
  return {
    key,
    user_id: `00000000-0000-4000-8000-00000000000${n}`,
    identity_number: `3700000${n}`,
    full_name: fullName,
    avatar_url: svgAvatar(fullName, colour),
    summary,
  };
}

export const PERSONAS: Record<PersonaKey, Persona> = {
  owner: persona('owner', 1, 'Olivia Owner', '#8E44AD', 'Owns every demo group'),
  admin: persona('admin', 2, 'Adam Admin', '#2980B9', 'Admin of demo'),
  lecturer: persona('lecturer', 3, 'Lena Lecturer', '#16A085', 'Lecturer in demo'),
  member: persona('member', 4, 'Mia Member', '#27AE60', 'Paid member of every group; passed gate\'s quizzes and KYC'),
  pending: persona('pending', 5, 'Pat Pending', '#D35400', 'Not joined yet in demo and nft; holds coupons in demo'),
  banned: persona('banned', 6, 'Ben Banned', '#C0392B', 'Paid member of demo with USER_BAN'),
};

export const isPersonaKey = (value: string): value is PersonaKey =>
  (PERSONA_KEYS as readonly string[]).includes(value);

/** Wallet balances (asset id → decimal string) a brand-new sandbox user starts with: enough to join demo. */
export const NEW_USER_BALANCES: Record<string, string> = {
  'c6d0c728-2624-429b-8e0d-d9d19b6592fa': '0.00100000',
  '4d8c508b-91c5-375b-92b0-ee702ed2dac5': '25.00000000',
  rc: '100.00',
};
