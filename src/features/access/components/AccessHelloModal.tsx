import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Avatar } from '../../../ui/Avatar';
import './AccessHelloModal.css';

export interface HelloPerson {
  full_name: string;
  avatar_url: string;
}

export interface HelloModalProps {
  person: HelloPerson;
  groupName: string;
  onClose: () => void;
}

/** §2 hello modal: a greeting after a person's first login to a group, with one action. */
export function AccessHelloModal({ person, groupName, onClose }: HelloModalProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      label={t('access:hello.title', { name: person.full_name })}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('access:hello.action')}
        </Button>
      }
    >
      <div class="access-hello">
        <Avatar url={person.avatar_url} name={person.full_name} size={64} alt={t('access:avatar', { name: person.full_name })} />
        <p class="access-hello__title">{t('access:hello.title', { name: person.full_name })}</p>
        <p class="access-hello__group">{t('access:hello.group', { group: groupName })}</p>
      </div>
    </Dialog>
  );
}
