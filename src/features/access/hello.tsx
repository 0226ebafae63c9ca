import { helloDue, setGroupFlag } from '../../lib/groupFlags';
import { openModal } from '../../ui/modals';
import { AccessHelloModal, type HelloPerson } from './components/AccessHelloModal';

/**
 * Greets the person once per group (§2 hello modal). The flag is set when the
 * modal opens, so a second call (a re-render, another tab of the same screen)
 * never greets twice. Resolves when it is closed, at once when not due.
 */
export function greetOnce(group: string, person: HelloPerson, groupName: string): Promise<void> {
  if (!helloDue(group)) return Promise.resolve();
  setGroupFlag(group, 'helloShown', true);
  return openModal<void>((close) => <AccessHelloModal person={person} groupName={groupName} onClose={() => close()} />, undefined);
}
