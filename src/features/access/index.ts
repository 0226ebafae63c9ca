// Screens and prompts of the entry guard (src/app/guards.tsx) that are not another feature's.
export { AccessBannedNotice } from './components/AccessBannedNotice';
export { AccessEntryDisabledNotice } from './components/AccessEntryDisabledNotice';
