import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { courseTags } from '../../course';
import './CourseEditTags.css';

export interface CourseEditTagsProps {
  group: string;
  value: string[];
  onChange: (tags: string[]) => void;
}

const MAX_TAGS = 10;

/** The group's tags as toggles, plus a field for a tag no course has yet. */
export function CourseEditTags({ group, value, onChange }: CourseEditTagsProps) {
  // Tags that could not be read leave only the course's own; a new one can still be typed.
  const tags = useGroupResource(courseTags, group).data;
  const known = tags ? tags.map((tag) => tag.name) : [];
  const draft = useSignal('');

  const all = known.concat(value.filter((name) => known.indexOf(name) < 0));
  const toggle = (name: string) =>
    onChange(value.indexOf(name) >= 0 ? value.filter((v) => v !== name) : value.concat(name).slice(0, MAX_TAGS));
  const add = () => {
    const name = draft.value.trim().slice(0, 40);
    draft.value = '';
    if (name && value.indexOf(name) < 0) onChange(value.concat(name).slice(0, MAX_TAGS));
  };

  return (
    <div class="course-edit-tags">
      <div class="course-edit-tags__list">
        {all.map((name) => (
          <button
            key={name}
            type="button"
            class="course-edit-tags__tag"
            aria-pressed={value.indexOf(name) >= 0 ? 'true' : 'false'}
            aria-label={t('course_edit:form.tag_toggle', { name })}
            onClick={() => toggle(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div class="course-edit-tags__new">
        <input
          class="course-edit-tags__input"
          aria-label={t('course_edit:form.new_tag')}
          placeholder={t('course_edit:form.new_tag')}
          value={draft.value}
          maxLength={40}
          onInput={(e) => (draft.value = e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" class="course-edit-tags__add" onClick={add}>
          {t('course_edit:form.add_tag')}
        </button>
      </div>
    </div>
  );
}
