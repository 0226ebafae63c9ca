// Screens and prompts of the entry guard (src/app/guards.tsx) that are not another feature's.
export { BannedNotice } from './components/BannedNotice';
export { EntryDisabledNotice } from './components/EntryDisabledNotice';
export { AccessAvatar } from './components/AccessAvatar';
export { HelloModal } from './components/HelloModal';
export { greetOnce, helloDue } from './hello';
