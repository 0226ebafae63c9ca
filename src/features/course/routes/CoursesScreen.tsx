import { useRoute } from 'preact-iso';
import { CourseListView } from '../components/CourseListView';

export default function CoursesScreen() {
  const { params } = useRoute();
  return <CourseListView group={params.group} />;
}
