import { useRoute } from 'preact-iso';
import { CourseEditEntry } from '../../course-edit';
import { CourseDetail } from '../components/CourseDetail';

export default function CourseScreen() {
  const { params } = useRoute();
  return (
    <>
      <CourseEditEntry group={params.group} courseId={params.id} />
      <CourseDetail group={params.group} id={params.id} />
    </>
  );
}
