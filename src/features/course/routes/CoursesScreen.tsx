import { useRoute } from 'preact-iso';
import { CourseEditEntry } from '../../course-edit';
import { CourseListView } from '../components/CourseListView';

export default function CoursesScreen() {
  const { params } = useRoute();
  return (
    <>
      <CourseEditEntry group={params.group} />
      <CourseListView group={params.group} />
    </>
  );
}
