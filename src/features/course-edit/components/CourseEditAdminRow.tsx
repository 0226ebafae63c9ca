import { useSignal } from '@preact/signals';
import { memberPrice, memberPriceText } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { currency } from '../../../lib/settings';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import type { Course } from '../../../../contract/course';
import { assetPrices } from '../../order';
import { chargeAssetOf } from '../adminSettings';
import { setCoursePublished } from '../model';
import { CourseEditAdminSettings } from './CourseEditAdminSettings';
import { CourseEditStateBadge } from './CourseEditStateBadge';

/**
 * A course in the admin's list: its title and state (§4 draft or published; public or members-only;
 * free or its price), publish or unpublish (asked first), its settings in place, and its editor.
 */
export function CourseEditAdminRow({ group, course: listed }: { group: string; course: Course }) {
  // What the last action answered, over what the list loaded.
  const saved = useSignal<Course | null>(null);
  const open = useSignal(false);
  const busy = useSignal(false);
  const course = saved.value || listed;
  // Prices are named by their asset's symbol, with their value in the admin's currency beside.
  const assets = useGroupResource(assetPrices, group).data || [];
  const asset = assets.find((a) => a.asset_id === chargeAssetOf(course));
  const id = course.course_id;
  const published = course.state === 'published';
  const settingsId = `course-admin-settings-${id}`;

  const togglePublished = async () => {
    const ok = await confirm(
      published
        ? { title: t('admin_community:course.unpublish_title', { title: course.title }), message: t('admin_community:course.unpublish_body'), confirmText: t('admin_community:course.unpublish') }
        : { title: t('course_edit:form.confirm.publish_title'), message: t('course_edit:form.confirm.publish_body'), confirmText: t('course_edit:form.confirm.publish_action') },
    );
    if (!ok) return;
    busy.value = true;
    setCoursePublished(group, id, !published).then(
      (next) => {
        busy.value = false;
        saved.value = next;
        toast(t(published ? 'admin_community:course.unpublished' : 'course_edit:form.published'), 'success');
      },
      (err: unknown) => {
        busy.value = false;
        toastApiError(err);
      },
    );
  };

  return (
    <article class="course-edit-admin__row" aria-labelledby={`${settingsId}-title`}>
      <div class="course-edit-admin__head">
        <h3 id={`${settingsId}-title`} class="course-edit-admin__title">
          {course.title}
        </h3>
        <CourseEditStateBadge course={course} />
      </div>
      <p class="course-edit-admin__meta">
        {t(course.public ? 'admin_community:course.public' : 'admin_community:course.members_only')}
        {' · '}
        {course.charge
          ? t('admin_community:course.price', { price: memberPriceText(memberPrice(course.charge.amount, course.charge.asset_id, currency.value, assets, { charged: true })) })
          : t('admin_community:course.free')}
      </p>
      <div class="course-edit-admin__actions">
        <Button variant="secondary" loading={busy.value} onClick={togglePublished}>
          {t(published ? 'admin_community:course.unpublish' : 'course_edit:form.publish')}
        </Button>
        <Button variant="secondary" aria-expanded={open.value ? 'true' : 'false'} aria-controls={settingsId} onClick={() => (open.value = !open.value)}>
          {t('admin_community:course.settings')}
        </Button>
        <a class="ui-btn ui-btn--text" href={to('group-courses-id-edit', { group, id })}>
          {t('admin_community:course.edit')}
        </a>
      </div>
      {open.value && (
        <CourseEditAdminSettings
          key={course.updated_at}
          group={group}
          course={course}
          id={settingsId}
          symbol={asset ? asset.symbol : ''}
          onSaved={(next) => {
            saved.value = next;
            open.value = false;
          }}
        />
      )}
    </article>
  );
}
