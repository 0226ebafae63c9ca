import { useRoute } from 'preact-iso';
import { CourseDetail } from '../components/CourseDetail';

export default function CourseScreen() {
  const { params } = useRoute();
  return <CourseDetail group={params.group} id={params.id} />;
}
