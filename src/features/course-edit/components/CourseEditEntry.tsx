import { to } from '../../../lib/paths';
import { t } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { account } from '../../account';
import { hasLecturerAuthority } from '../../account';
import { Icon } from '../../../ui/Icon';
import { courseDrafts } from '../model';
import './CourseEditEntry.css';
import { useGroupResource, useResource } from '../../../lib/resource';

export interface CourseEditEntryProps {
  group: string;
  /** On a course page: link to that course's editor instead of the list tools. */
  courseId?: string;
}

/**
 * The lecturer's way into editing (links, since they go to a page, drawn as buttons), for other screens to mount (needs the
 * `course_edit` namespace): on the course list, new course, albums and the
 * drafts only lecturers see (§4 draft vs published); on a course, its editor.
 * Renders nothing for anyone else.
 */
export function CourseEditEntry({ group, courseId }: CourseEditEntryProps) {
  const loggedIn = isLoggedIn(group);
  const me = useGroupResource(account, loggedIn ? group : null).data;
  const allowed = !!me && hasLecturerAuthority(me.role);
  // Asked again each time the list shows; drafts that could not be read are not listed.
  const draftState = useResource(courseDrafts, group, allowed && !courseId ? 'draft' : null, true);
  const drafts = draftState.error ? null : draftState.data;

  if (!allowed) return null;
  if (courseId) {
    return (
      <div class="course-edit-entry">
        <a class="ui-btn ui-btn--secondary course-edit-entry__btn" href={to('group-courses-id-edit', { group, id: courseId })}>
          {t('course_edit:entry.edit_course')}
        </a>
      </div>
    );
  }
  return (
    <section class="course-edit-entry">
      <div class="course-edit-entry__tools">
        <a class="ui-btn ui-btn--primary course-edit-entry__btn" href={to('group-courses-create', { group })}>
          <Icon name="plus" />
          {t('course_edit:entry.new_course')}
        </a>
        <a class="ui-btn ui-btn--secondary course-edit-entry__btn" href={to('group-albums', { group })}>
          {t('course_edit:entry.albums')}
        </a>
      </div>
      {drafts && drafts.length > 0 && (
        <details class="course-edit-entry__drafts">
          <summary>
            {t('course_edit:entry.drafts')} ({drafts.length})
          </summary>
          <ul>
            {drafts.map((c) => (
              <li key={c.course_id}>
                <a href={to('group-courses-id-edit', { group, id: c.course_id })}>{c.title}</a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
