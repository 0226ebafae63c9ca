// Runs once before any worker starts its server: the servers serve a build, they do not make one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_STATIC_DIR } from './env';

export default function globalSetup(): void {
  const index = join(E2E_STATIC_DIR, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`${index} is missing: run \`npm run build\` before the journeys (or point E2E_STATIC_DIR at a build).`);
  }
}
