import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { hasLecturerAuthority } from '../authority';
import './CourseEditGate.css';

export interface CourseEditGateProps {
  group: string;
  /** Shown to someone without lecturer authority. */
  deniedText: string;
  children: ComponentChildren;
}

/**
 * Editing screens render only for lecturer authority (§6). The server refuses
 * the calls anyway; this spares members a form that cannot be saved.
 */
export function CourseEditGate({ group, deniedText, children }: CourseEditGateProps) {
  const state = account.of(group);
  useEffect(() => {
    account.load(group).catch(() => {});
  }, [group]);
  if (!state.data) return state.error ? <p class="course-edit-gate" role="alert">{deniedText}</p> : <Skeleton lines={4} />;
  if (!hasLecturerAuthority(state.data.role)) {
    return (
      <p class="course-edit-gate" role="alert">
        {deniedText}
      </p>
    );
  }
  return <>{children}</>;
}
