import { useEffect, useRef } from 'preact/hooks';
import type { Form } from '../../../ui/useForm';

/**
 * A chat setting's field shows the saved value until it is typed into: the screen shows a cached
 * read first and the fresh one after (useGroupResource(…, true)), and another admin may change it.
 */
export function useFollowSaved(form: Form<{ text: string }>, saved: string): void {
  const followed = useRef(saved);
  useEffect(() => {
    if (followed.current === saved) return;
    if (form.values.text === followed.current) form.set('text', saved);
    followed.current = saved;
  }, [form, saved]);
}
