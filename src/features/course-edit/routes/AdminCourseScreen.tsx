import { useSignal } from '@preact/signals';
import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { PagedList } from '../../../ui/PagedList';
import { useForm } from '../../../ui/useForm';
import { SEARCH_MAX_LENGTH } from '../../../../contract/bounds';
import { ExceptionLoadFailed } from '../../exception/parts';
import { CourseEditAdminRow } from '../components/CourseEditAdminRow';
import { loadAllCourses } from '../model';
import '../components/CourseEditAdmin.css';

/**
 * `group-admin-course` (§2 admin portal, "course"; §4 course states): every course of the group,
 * drafts too, newest first and searchable; each published or unpublished, its settings changed in
 * place, or opened in the course editor.
 */
export default function AdminCourseScreen() {
  const { params } = useRoute();
  const group = params.group;
  const form = useForm({ search: '' });
  const query = useSignal('');
  const typed = form.bind('search');
  const search = form.submit({
    send: (v) => {
      query.value = v.search.trim();
      return Promise.resolve();
    },
  });

  return (
    <div class="course-edit-admin">
      <div class="course-edit-admin__tools">
        <form class="course-edit-admin__search" role="search" onSubmit={search}>
          <input
            {...typed}
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('admin_community:course.search_placeholder')}
            aria-label={t('admin_community:course.search')}
            onInput={(e) => {
              typed.onInput(e);
              // Clearing the field shows every course again at once.
              if (form.values.search.trim() === '' && query.value !== '') query.value = '';
            }}
          />
          <button type="submit" class="ui-btn ui-btn--secondary">
            {t('admin_community:course.search_action')}
          </button>
        </form>
        <a class="ui-btn ui-btn--primary" href={to('group-courses-create', { group })}>
          {t('admin_community:course.new')}
        </a>
      </div>
      <PagedList
        load={(at) => loadAllCourses(group, query.value, at.offset)}
        resetKey={`${group}\u0000${query.value}`}
        getKey={(course) => course.course_id}
        renderItem={(course) => <CourseEditAdminRow group={group} course={course} />}
        label={t('admin_community:course.list')}
        emptyText={t(query.value ? 'admin_community:course.no_results' : 'admin_community:course.empty')}
        moreText={t('admin_community:more')}
        // A paged list's first-page failure, not a resource's state: PagedList's own slot, so no ExceptionLoaded.
        renderFailure={(error, retry) => <ExceptionLoadFailed title={t('admin_community:course.load_failed')} error={error} onRetry={retry} />}
      />
    </div>
  );
}
